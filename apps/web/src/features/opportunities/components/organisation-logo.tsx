import type { TFile } from '@praktika/contracts/files';

/**
 * An organisation's logo (public files: the URL alone downloads it), or the default image: the first letter of
 * its name on the brand colour. Decorative: the organisation's name is written beside it.
 */
export function OrganisationLogo({
  business,
  size = 56,
}: {
  business: { businessName: string; businessLogo: TFile | null };
  size?: number;
}) {
  if (business.businessLogo)
    return (
      <img
        className="pk-opp-logo"
        src={business.businessLogo.url}
        alt=""
        width={size}
        height={size}
        loading="lazy"
      />
    );
  return (
    <span
      className="pk-opp-logo is-default"
      style={{ width: size, height: size, fontSize: size / 2.4 }}
      aria-hidden
      data-testid="default-logo"
    >
      {business.businessName.trim()[0]?.toUpperCase() ?? '·'}
    </span>
  );
}
