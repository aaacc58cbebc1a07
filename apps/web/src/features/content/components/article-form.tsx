import { useMemo, useRef, useState } from 'react';
import { Col, Form, Row, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ARTICLE_TYPES,
  ZArticleWrite,
  type TArticle,
  type TArticleWrite,
} from '@praktika/contracts/articles';
import type { TFile } from '@praktika/contracts/files';
import { TranslatedFields, langAttr } from '../../../shared/admin/translated-fields.tsx';
import { CollectionFormFrame, useCollectionForm } from '../../../shared/admin/collection-form.tsx';
import type { CollectionFormProps } from '../../../shared/admin/collection-admin-page.tsx';
import { articlesResource, uploadArticlePhoto } from '../api/articles.ts';
import { GridField, useFieldLabels } from '../../../shared/forms/form-fields.tsx';
import { RichTextEditor } from '../../../shared/forms/rich-text-editor.tsx';
import { UploadField, type UploadFn } from '../../../shared/forms/upload-field.tsx';
import { UploadProgress, useSendProgress } from '../../../shared/forms/upload-progress.tsx';
import { errorText } from '../../../shared/ui/toast.ts';

const FIELDS = ['sqTitle', 'sqText', 'srTitle', 'srText', 'enTitle', 'enText', 'type', 'photo'] as const;
const TEXTS = ['sqTitle', 'sqText', 'srTitle', 'srText', 'enTitle', 'enText'] as const;

type Values = Record<string, unknown>;

function toInput(v: Values): Values {
  const body: Values = { type: v.type ?? '' };
  for (const f of TEXTS) body[f] = typeof v[f] === 'string' ? v[f] : '';
  return body;
}

function initialValues(item: TArticle | null): Values {
  if (!item) return { type: 'news' };
  const values: Values = { type: item.type, photo: item.photo };
  for (const f of TEXTS) values[f] = item[f];
  return values;
}

/** A photo chosen for an article that does not exist yet: sent right after the article is created. */
type Staged = { file: File; stored: TFile };

/**
 * The create/edit form of one article: its type, and per language the title and the rich text (the three
 * languages side by side on wide screens), and the photo. Editing sends a chosen photo at once
 * (`PUT /api/articles/:id/photo`, with progress); a new article is created first and its photo sent right after.
 */
export function ArticleForm({ item, onSaved, onCancel }: CollectionFormProps<TArticle>) {
  const { t } = useTranslation(['articles', 'admin', 'common', 'files']);
  const client = useQueryClient();
  const labels = useFieldLabels('articles', FIELDS);
  // after a create whose photo failed, the form goes on as an edit of the created article
  const [created, setCreated] = useState<TArticle | null>(null);
  const current = item ?? created;
  const staged = useRef<Staged | null>(null);
  const { sending, send } = useSendProgress();

  /** Sends the staged photo of a just-created article with progress; true when it went through. */
  const sendStaged = async (article: TArticle): Promise<boolean> => {
    const photo = staged.current;
    if (!photo) return true;
    try {
      await send(photo.file.name, (helpers) => uploadArticlePhoto(article._id, photo.file, helpers));
      staged.current = null;
      return true;
    } catch (err) {
      contract.form.setFields([{ name: 'photo', errors: [errorText(err, t)] }]);
      return false;
    } finally {
      void articlesResource.invalidate(client);
    }
  };

  const { contract, saving } = useCollectionForm<TArticle, TArticleWrite>({
    resource: articlesResource,
    id: current?._id,
    onSaved: async (saved: TArticle) => {
      if (!current) setCreated(saved);
      if (await sendStaged(saved)) onSaved();
    },
    schema: ZArticleWrite,
    labels,
    toInput,
    name: 'article',
  });
  const pending = saving || sending !== null;
  const initial = useMemo(() => initialValues(item), [item]);

  /** An existing article's photo is replaced at once; a new article's waits until the article exists. */
  const upload: UploadFn = current
    ? (file, helpers) =>
        uploadArticlePhoto(current._id, file, helpers).then((photo) => {
          void articlesResource.invalidate(client);
          return photo;
        })
    : async (file) => {
        const stored: TFile = {
          _id: `staged-${Date.now()}`,
          kind: 'articlePhoto',
          type: file.type,
          size: file.size,
          name: file.name,
          url: '',
        };
        staged.current = { file, stored };
        return stored;
      };

  return (
    <CollectionFormFrame
      contract={contract}
      initialValues={initial}
      pending={pending}
      onCancel={onCancel}
      onValuesChange={(changed: Values) => {
        // a staged photo removed before saving is not sent
        if ('photo' in changed && changed.photo === null) staged.current = null;
      }}
    >
      <Row gutter={16}>
        <GridField name="type" required>
          <Select options={ARTICLE_TYPES.map((value) => ({ value, label: t(`articles:types.${value}`) }))} />
        </GridField>
      </Row>
      <TranslatedFields
        fields={[
          { suffix: 'Title' },
          {
            suffix: 'Text',
            render: (lang) => (
              <RichTextEditor aria-label={contract.labels[`${lang}Text`]} lang={langAttr(lang)} />
            ),
          },
        ]}
      />
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item name="photo" label={contract.labels.photo} extra={t('articles:photoHint')}>
            <UploadField
              kind="articlePhoto"
              upload={upload}
              // the API replaces an article's photo but never removes it: only a photo not yet sent goes
              removable={!current}
            />
          </Form.Item>
          {sending && <UploadProgress name={sending.name} percent={sending.percent} />}
        </Col>
      </Row>
    </CollectionFormFrame>
  );
}
