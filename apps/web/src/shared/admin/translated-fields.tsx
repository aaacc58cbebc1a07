import type { ReactNode } from 'react';
import { Button, Col, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@praktika/contracts/common';
import { Field } from '../forms/form-fields.tsx';

/** The three languages of translated fields, Albanian first (the platform's default language). */
export const LANGUAGE_ORDER: readonly TLanguage[] = ['sq', 'sr', 'en'];
/** The `lang` attribute of text in a platform language (Serbian is written in Latin script). */
export const langAttr = (lang: TLanguage) => (lang === 'sr' ? 'sr-Latn' : lang);

export interface TranslatedFieldSpec {
  /** The field name after the language prefix: `Name` -> sqName, srName, enName. */
  suffix: string;
  /** A text area instead of a one-line input. */
  multiline?: boolean;
  /** Another input (e.g. a rich-text editor) for this language's field. */
  render?: (lang: TLanguage) => ReactNode;
}

/**
 * Translated fields of a form inside `FormFields`: one fieldset per language (sq | sr | en side by side from lg,
 * stacked below), each with its `<lang><Suffix>` fields (labels from the form's labels, e.g. "Name in Albanian").
 */
export function TranslatedFields({ fields }: { fields: readonly TranslatedFieldSpec[] }) {
  const { t } = useTranslation('admin');
  return (
    <Row gutter={16} className="pk-admin-langs">
      {LANGUAGE_ORDER.map((lang) => (
        <Col key={lang} xs={24} lg={8}>
          <fieldset className="pk-admin-lang" data-lang={lang}>
            <legend>{t(`admin:catalogue.languages.${lang}`)}</legend>
            {fields.map((f) => (
              <Field key={f.suffix} name={`${lang}${f.suffix}`}>
                {f.render ? (
                  f.render(lang)
                ) : f.multiline ? (
                  <Input.TextArea lang={langAttr(lang)} autoSize={{ minRows: 2, maxRows: 6 }} />
                ) : (
                  <Input lang={langAttr(lang)} />
                )}
              </Field>
            ))}
          </fieldset>
        </Col>
      ))}
    </Row>
  );
}

/** A dialog form's Cancel and Save buttons (Save submits; Cancel stays enabled while saving). */
export function FormActions({ onCancel, pending }: { onCancel: () => void; pending: boolean }) {
  const { t } = useTranslation('common');
  return (
    <div className="pk-admin-form-actions">
      <Button onClick={onCancel} disabled={false}>
        {t('common:actions.cancel')}
      </Button>
      <Button type="primary" htmlType="submit" loading={pending}>
        {t('common:actions.save')}
      </Button>
    </div>
  );
}
