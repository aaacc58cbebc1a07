import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TCertificate, TCertificateKind } from '@praktika/contracts/certificates';
import { displayDate } from '@praktika/contracts/dates';
import { useToast } from '../../../shared/ui/toast.ts';
import { downloadCertificatePdf, useMyCertificates, verifyPath } from '../api/certificates.ts';
import '../certificates.css';

function CertificateCard({ certificate }: { certificate: TCertificate }) {
  const { t, i18n } = useTranslation('certificates');
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const download = () => {
    setPending(true);
    downloadCertificatePdf(certificate)
      .catch((err: unknown) => toast.apiError(err))
      .finally(() => setPending(false));
  };
  const period =
    certificate.startDate && certificate.endDate
      ? `${displayDate(certificate.startDate)} – ${displayDate(certificate.endDate)}`
      : null;
  return (
    <li className="pk-card pk-certificate" data-testid="certificate">
      <h3 className="pk-certificate-title">
        <SafetyCertificateOutlined aria-hidden /> {t(`heading.${certificate.kind}`)}
      </h3>
      <p className="pk-certificate-what">
        {certificate.title} · {certificate.organisationName}
        {period && <span className="pk-muted"> · {period}</span>}
      </p>
      <p className="pk-certificate-code">
        {t('code')}: <strong>{certificate.code}</strong>
      </p>
      <div className="pk-certificate-actions">
        <Button type="primary" icon={<DownloadOutlined />} loading={pending} onClick={download}>
          {t('download')}
        </Button>
        <a className="pk-certificate-verify" href={verifyPath(certificate.code, i18n.language)}>
          {t('verify')}
        </a>
      </div>
    </li>
  );
}

/**
 * The intern's certificates of one kind (the internship on `/internship`, each training on `/myTrainings`): for
 * each valid one, "Download certificate" (the PDF in the UI language) and "Verify" (the public verify page).
 * Nothing while there is none.
 */
export function CertificateDownloads({ kind }: { kind: TCertificateKind }) {
  const { t } = useTranslation('certificates');
  const mine = useMyCertificates();
  const list = (mine.data ?? []).filter((c) => c.kind === kind && c.status === 'ISSUED');
  if (!list.length) return null;
  return (
    <section aria-labelledby={`pk-certificates-${kind}`} className="pk-certificates">
      <h2 id={`pk-certificates-${kind}`}>{t('title')}</h2>
      <ul className="pk-certificate-list">
        {list.map((c) => (
          <CertificateCard key={c._id} certificate={c} />
        ))}
      </ul>
    </section>
  );
}
