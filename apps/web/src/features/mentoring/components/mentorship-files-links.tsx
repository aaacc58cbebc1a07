import { useRef, useState, type ChangeEvent } from 'react';
import { Button, Form, Input, Progress } from 'antd';
import { DeleteOutlined, DownloadOutlined, LinkOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FILE_KINDS, type TFile } from '@praktika/contracts/files';
import {
  isCurrentMentorship,
  ZMentorshipLinkBody,
  type TMentorship,
  type TMentorshipLinkBody,
} from '@praktika/contracts/mentoring';
import {
  useAddMentorshipLink,
  useDeleteMentorshipFile,
  useDeleteMentorshipLink,
  useUploadMentorshipFile,
} from '../api/mentoring.ts';
import { Field, FormFields, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { acceptOf, limitMbOf } from '../../../shared/forms/upload-field.tsx';
import { downloadFile } from '../../../shared/lib/upload.ts';
import { useToast } from '../../../shared/ui/toast.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import './mentoring.css';

/** Who is looking: their account id (the session's) and role; an admin may delete anything. */
export interface MentoringViewer {
  id: string;
  role: 'intern' | 'mentor' | 'admin';
}

type Added = TMentorship['files'][number]['uploadedBy'];
const LINK_FIELDS = ['link', 'title'] as const;
const KIND = 'mentorshipFile' as const;

/** Whether the viewer may delete what `by` added: the uploader, or an admin. */
export const mayDelete = (viewer: MentoringViewer, by: Added) =>
  viewer.role === 'admin' || (by._id !== null && by._id === viewer.id && by.role === viewer.role);

function AddedBy({ viewer, by }: { viewer: MentoringViewer; by: Added }) {
  const { t } = useTranslation('mentoring');
  const mine = by._id !== null && by._id === viewer.id && by.role === viewer.role;
  return <span className="pk-mentoring-muted">{mine ? t('files.by.you') : t(`files.by.${by.role}`)}</span>;
}

/** The form adding a link (an http(s) URL, a title if wanted), checked against the contract before it is sent. */
function AddLinkForm({ mentorshipId }: { mentorshipId: string }) {
  const { t } = useTranslation('mentoring');
  const toast = useToast();
  const add = useAddMentorshipLink();
  const labels = useFieldLabels('mentoring', LINK_FIELDS);
  const cf = useContractForm<TMentorshipLinkBody>({
    schema: ZMentorshipLinkBody,
    labels,
    name: 'mentorship-link',
    toInput: (v) => {
      const title = typeof v.title === 'string' ? v.title.trim() : '';
      return { link: typeof v.link === 'string' ? v.link.trim() : '', title: title || undefined };
    },
    onSubmit: (body, { showServerError }) =>
      add.mutate(
        { id: mentorshipId, ...body },
        {
          onSuccess: () => {
            toast.success(t('files.linkAdded'));
            cf.form.resetFields();
          },
          onError: showServerError,
        },
      ),
  });
  return (
    <Form {...cf.formProps} className="pk-form pk-mentoring-link-form">
      <FormFields labels={cf.labels} rules={cf.rules}>
        <Field name="link">
          <Input type="url" inputMode="url" autoComplete="url" maxLength={2000} />
        </Field>
        <Field name="title">
          <Input maxLength={200} />
        </Field>
      </FormFields>
      <Button htmlType="submit" icon={<LinkOutlined aria-hidden />} loading={add.isPending}>
        {t('files.addLink')}
      </Button>
    </Form>
  );
}

/**
 * A mentorship's shared files and links, for both parties (and admins): download any file, open any link, upload a
 * file (PDF or DOCX) and add a link while the mentorship is current, delete only what the viewer added (an admin
 * anything), each after a confirmation.
 */
export function MentorshipFilesLinks({
  mentorship,
  viewer,
}: {
  mentorship: TMentorship;
  viewer: MentoringViewer;
}) {
  const { t } = useTranslation('mentoring');
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadMentorshipFile();
  const deleteFile = useDeleteMentorshipFile();
  const deleteLink = useDeleteMentorshipLink();
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [deleting, setDeleting] = useState<
    { kind: 'file'; id: string; name: string } | { kind: 'link'; id: string; name: string } | null
  >(null);
  const open = isCurrentMentorship(mentorship.status);
  const mb = limitMbOf(KIND);

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const rule = FILE_KINDS[KIND];
    if (file.type && !(rule.types as readonly string[]).includes(file.type)) {
      toast.error(t('files.badType', { name: file.name }));
      return;
    }
    if (file.size > rule.maxBytes) {
      toast.error(t('files.tooBig', { name: file.name, mb }));
      return;
    }
    setProgress({ name: file.name, fraction: 0 });
    upload.mutate(
      { id: mentorship._id, file, onProgress: (fraction) => setProgress({ name: file.name, fraction }) },
      {
        onSuccess: () => toast.success(t('files.uploaded')),
        onError: (err) => toast.apiError(err),
        onSettled: () => setProgress(null),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const cb = {
      onSuccess: () => {
        toast.success(t('files.deleted'));
        setDeleting(null);
      },
      onError: (err: unknown) => toast.apiError(err),
    };
    if (deleting.kind === 'file') deleteFile.mutate({ id: mentorship._id, fileId: deleting.id }, cb);
    else deleteLink.mutate({ id: mentorship._id, linkId: deleting.id }, cb);
  };

  const download = (file: TFile) => downloadFile(file).catch((err: unknown) => toast.apiError(err));

  return (
    <section className="pk-card pk-mentoring-files" aria-labelledby="pk-mentoring-files-title">
      <h2 id="pk-mentoring-files-title" className="pk-mentoring-h2">
        {t('files.title')}
      </h2>
      <h3 className="pk-mentoring-h3">{t('files.files')}</h3>
      {mentorship.files.length === 0 ? (
        <p className="pk-mentoring-muted">{t('files.noFiles')}</p>
      ) : (
        <ul className="pk-mentoring-rows" data-testid="mentorship-files">
          {mentorship.files.map(({ file, uploadedBy }) => (
            <li key={file._id}>
              <div className="pk-mentoring-row-main">
                <Button
                  type="link"
                  className="pk-mentoring-file-link"
                  icon={<DownloadOutlined aria-hidden />}
                  onClick={() => void download(file)}
                  aria-label={`${t('files.download')}: ${file.name}`}
                >
                  {file.name}
                </Button>
                <AddedBy viewer={viewer} by={uploadedBy} />
              </div>
              {mayDelete(viewer, uploadedBy) && (
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('files.deleteFile', { name: file.name })}
                  onClick={() => setDeleting({ kind: 'file', id: file._id, name: file.name })}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {open && (
        <div className="pk-mentoring-upload">
          <input
            ref={input}
            type="file"
            hidden
            accept={acceptOf(KIND)}
            onChange={onPick}
            data-testid="mentorship-file-input"
          />
          <Button
            icon={<UploadOutlined aria-hidden />}
            loading={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {t('files.upload')}
          </Button>
          <span className="pk-mentoring-muted">{t('files.uploadHint', { mb })}</span>
          {progress && (
            <div className="pk-mentoring-upload-progress" role="status">
              <span>{t('files.uploading', { name: progress.name })}</span>
              <Progress percent={Math.round(progress.fraction * 100)} size="small" />
            </div>
          )}
        </div>
      )}

      <h3 className="pk-mentoring-h3">{t('files.links')}</h3>
      {mentorship.links.length === 0 ? (
        <p className="pk-mentoring-muted">{t('files.noLinks')}</p>
      ) : (
        <ul className="pk-mentoring-rows" data-testid="mentorship-links">
          {mentorship.links.map((link) => (
            <li key={link._id}>
              <div className="pk-mentoring-row-main">
                <a href={link.url} target="_blank" rel="noopener noreferrer" className="pk-mentoring-url">
                  {link.title || link.url}
                </a>
                <AddedBy viewer={viewer} by={link.addedBy} />
              </div>
              {mayDelete(viewer, link.addedBy) && (
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('files.deleteLink', { name: link.title || link.url })}
                  onClick={() => setDeleting({ kind: 'link', id: link._id, name: link.title || link.url })}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {open && <AddLinkForm mentorshipId={mentorship._id} />}

      <ConfirmDialog
        open={deleting !== null}
        title={t('files.deleteTitle', { name: deleting?.name ?? '' })}
        text={t('files.deleteText')}
        okText={t('files.delete')}
        danger
        busy={deleteFile.isPending || deleteLink.isPending}
        onOk={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
