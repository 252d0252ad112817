import { safeUrl } from '../shared/script-url.ts';

/** A card link: `<VPCard title="AList" desc="…" link="/guide/" logo="/logo.svg" />`. */
export default function VPCard({
  title,
  desc,
  link,
  logo,
}: {
  title: string;
  desc?: string;
  link: string;
  logo?: string;
}) {
  const external = /^https?:/.test(link);
  return (
    <a
      className="vp-card"
      href={safeUrl(link)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {logo && <img src={logo} alt="" width={48} height={48} loading="lazy" />}
      <span>
        <span className="title">{title}</span>
        {desc && (
          <>
            <br />
            <span className="desc">{desc}</span>
          </>
        )}
      </span>
    </a>
  );
}
