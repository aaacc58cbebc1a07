import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Button, Col, Input, InputNumber, Row, Switch } from 'antd';
import { DeleteOutlined, UndoOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  BANNER_PHOTOS_MAX,
  BANNER_POSITION_MAX,
  ZBannerCreate,
  type TBanner,
  type TBannerCreate,
} from '@praktika/contracts/banners';
import { FILE_KINDS } from '@praktika/contracts/files';
import { TranslatedFields } from '../../../shared/admin/translated-fields.tsx';
import { CollectionFormFrame, useCollectionForm } from '../../../shared/admin/collection-form.tsx';
import type { CollectionFormProps } from '../../../shared/admin/collection-admin-page.tsx';
import { bannersResource, uploadBannerPhotos } from '../api/banners.ts';
import { Field, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import { acceptOf, limitMbOf } from '../../../shared/forms/upload-field.tsx';
import { UploadProgress, useSendProgress } from '../../../shared/forms/upload-progress.tsx';
import { errorText } from '../../../shared/ui/toast.ts';

const FIELDS = [
  'sqText',
  'sqSubtitle',
  'sqButton',
  'srText',
  'srSubtitle',
  'srButton',
  'enText',
  'enSubtitle',
  'enButton',
  'link',
  'active',
  'position',
] as const;
const TEXTS = FIELDS.slice(0, 9);
const TRANSLATED = [
  { suffix: 'Text' },
  { suffix: 'Subtitle', multiline: true },
  { suffix: 'Button' },
] as const;

type Values = Record<string, unknown>;

function toInput(v: Values): Values {
  const body: Values = {};
  for (const f of TEXTS) body[f] = typeof v[f] === 'string' ? v[f] : '';
  return {
    ...body,
    link: typeof v.link === 'string' ? v.link.trim() : '',
    active: v.active !== false,
    position: typeof v.position === 'number' ? v.position : 0,
  };
}

function initialValues(item: TBanner | null): Values {
  if (!item) return { active: true, position: 0 };
  const values: Values = {};
  for (const f of TEXTS) values[f] = item[f];
  return { ...values, link: item.link ?? '', active: item.active, position: item.position };
}

/** A photo chosen here, sent after the banner is saved. */
type NewPhoto = { key: string; file: File; url: string };

/**
 * The create/edit form of one banner: per language its title, subtitle and button label, the link the button
 * opens, whether it is shown, its position, and its photos (the stored ones with a remove action that fills
 * `deletedPhotos`; new ones sent after the banner is saved, `PUT /api/banners/:id/photo`, with progress).
 */
export function BannerForm({ item, onSaved, onCancel }: CollectionFormProps<TBanner>) {
  const { t } = useTranslation(['banners', 'admin', 'common', 'files']);
  const client = useQueryClient();
  const labels = useFieldLabels('banners', FIELDS);
  // after a create whose photos failed, the form goes on as an edit of the created banner
  const [created, setCreated] = useState<TBanner | null>(null);
  const current = created ?? item;
  const [deleted, setDeleted] = useState<string[]>([]);
  const [added, setAdded] = useState<NewPhoto[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const { sending, send } = useSendProgress();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const rule = FILE_KINDS.banner;
  const limit = limitMbOf('banner');

  // the local previews go with the form
  const addedRef = useRef(added);
  useEffect(() => {
    addedRef.current = added;
  }, [added]);
  useEffect(() => () => addedRef.current.forEach((p) => URL.revokeObjectURL(p.url)), []);

  const stored = current?.photos ?? [];
  const kept = stored.filter((p) => !deleted.includes(p._id)).length;
  const room = BANNER_PHOTOS_MAX - kept - added.length;

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (!files.length) return;
    const types: readonly string[] = rule.types;
    if (files.some((f) => f.type && !types.includes(f.type)))
      return setPhotoError(t('files:wrongType', { types: 'JPG, PNG, WEBP' }));
    if (files.some((f) => f.size > rule.maxBytes)) return setPhotoError(t('files:tooLarge', { limit }));
    if (files.some((f) => f.size === 0)) return setPhotoError(t('files:empty'));
    if (files.length > room) return setPhotoError(t('banners:photosTooMany', { max: BANNER_PHOTOS_MAX }));
    setPhotoError(null);
    setAdded((list) => [
      ...list,
      ...files.map((file, i) => ({ key: `${Date.now()}-${i}`, file, url: URL.createObjectURL(file) })),
    ]);
  };

  const removeAdded = (photo: NewPhoto) => {
    URL.revokeObjectURL(photo.url);
    setAdded((list) => list.filter((p) => p !== photo));
    inputRef.current?.focus();
  };

  /** Sends the new photos of a saved banner in one request, with progress; true when they went through. */
  const sendAdded = async (banner: TBanner): Promise<boolean> => {
    if (!added.length) return true;
    const name = added.map((p) => p.file.name).join(', ');
    try {
      const saved = await send(name, (helpers) =>
        uploadBannerPhotos(
          banner._id,
          added.map((p) => p.file),
          helpers,
        ),
      );
      added.forEach((p) => URL.revokeObjectURL(p.url));
      setAdded([]);
      setCreated(saved);
      return true;
    } catch (err) {
      setPhotoError(errorText(err, t));
      return false;
    } finally {
      void bannersResource.invalidate(client);
    }
  };

  const { contract, saving } = useCollectionForm<TBanner, TBannerCreate>({
    resource: bannersResource,
    id: current?._id,
    updateBody: (body) => ({ ...body, deletedPhotos: deleted }),
    onSaved: async (saved: TBanner) => {
      setDeleted([]);
      setCreated(saved);
      if (await sendAdded(saved)) onSaved();
    },
    schema: ZBannerCreate,
    labels,
    toInput,
    name: 'banner',
  });
  const pending = saving || sending !== null;
  const initial = useMemo(() => initialValues(item), [item]);

  return (
    <CollectionFormFrame contract={contract} initialValues={initial} pending={pending} onCancel={onCancel}>
      <TranslatedFields fields={TRANSLATED} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Field name="link" extra={t('banners:linkHint')}>
            <Input inputMode="url" placeholder="https:// · /register" />
          </Field>
        </Col>
        <Col xs={12} md={6}>
          <Field name="position" extra={t('banners:positionHint')}>
            <InputNumber min={0} max={BANNER_POSITION_MAX} precision={0} style={{ width: '100%' }} />
          </Field>
        </Col>
        <Col xs={12} md={6}>
          <Field name="active" valuePropName="checked">
            <Switch />
          </Field>
        </Col>
      </Row>
      <fieldset className="pk-banner-photos" aria-describedby={`${inputId}-hint`}>
        <legend>{t('banners:fields.photos')}</legend>
        {(stored.length > 0 || added.length > 0) && (
          <ul className="pk-banner-photo-list">
            {stored.map((p, i) => {
              const gone = deleted.includes(p._id);
              return (
                <li key={p._id} className={gone ? 'is-deleted' : undefined}>
                  <img src={p.url} alt={t('banners:photoN', { n: i + 1 })} />
                  {gone ? (
                    <Button
                      icon={<UndoOutlined aria-hidden />}
                      onClick={() => setDeleted((d) => d.filter((id) => id !== p._id))}
                      aria-label={t('banners:keepPhoto', { n: i + 1 })}
                    >
                      {t('banners:keep')}
                    </Button>
                  ) : (
                    <Button
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      onClick={() => setDeleted((d) => [...d, p._id])}
                      aria-label={t('banners:removePhoto', { n: i + 1 })}
                    >
                      {t('files:removeShort')}
                    </Button>
                  )}
                  {gone && <span className="pk-banner-photo-note">{t('banners:removedOnSave')}</span>}
                </li>
              );
            })}
            {added.map((p) => (
              <li key={p.key}>
                <img src={p.url} alt={t('files:preview', { name: p.file.name })} />
                <Button
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={() => removeAdded(p)}
                  aria-label={t('files:remove', { name: p.file.name })}
                >
                  {t('files:removeShort')}
                </Button>
                <span className="pk-banner-photo-note">{t('banners:addedOnSave')}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="pk-upload-row">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            multiple
            className="pk-upload-input"
            accept={acceptOf('banner')}
            onChange={choose}
            disabled={pending || room <= 0}
            aria-describedby={photoError ? `${inputId}-hint ${inputId}-error` : `${inputId}-hint`}
            aria-invalid={photoError ? true : undefined}
          />
          <label htmlFor={inputId} className="pk-upload-choose">
            <UploadOutlined aria-hidden />
            {t('banners:addPhotos')}
          </label>
          <span id={`${inputId}-hint`} className="pk-upload-hint">
            {t('banners:photosHint', { max: BANNER_PHOTOS_MAX, limit })}
          </span>
        </div>
        {sending && <UploadProgress name={sending.name} percent={sending.percent} />}
        {photoError && (
          <div id={`${inputId}-error`} role="alert" className="pk-upload-error">
            {photoError}
          </div>
        )}
      </fieldset>
    </CollectionFormFrame>
  );
}
