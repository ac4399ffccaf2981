/**
 * Atlas's mark, drawn in the page rather than as an `<img>`: a picture in SVG is a document of its
 * own, which the browser builds on the page's main thread before the first paint (25–45 ms at a 4×
 * CPU slowdown in a trace of `/products`, on every page since the header shows it); here it is a
 * dozen elements of the page. Decorative: the link or text beside it names the shop.
 * `gradientId` must be unique on the page (the header's, the footer's).
 */
export function LogoMark({ size, gradientId }: { size: number; gradientId: string }) {
  const paint = `url(#${gradientId})`;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fb923c" />
          <stop offset="1" stopColor="#f97316" />
        </linearGradient>
      </defs>
      <g fill="none" stroke={paint} strokeLinecap="round">
        <circle cx="32" cy="32" r="21.5" strokeWidth="4.2" />
        <path d="M32 11Q22.8 27 20.8 50.5M32 11Q41.2 27 43.2 50.5" strokeWidth="4.6" />
        <path d="M6 36h52" strokeWidth="3.6" />
      </g>
      <g fill={paint}>
        <rect x="1" y="26.5" width="5.6" height="19" rx="2.2" />
        <rect x="57.4" y="26.5" width="5.6" height="19" rx="2.2" />
        <rect x="6" y="29.5" width="4.2" height="13" rx="1.6" />
        <rect x="53.8" y="29.5" width="4.2" height="13" rx="1.6" />
      </g>
    </svg>
  );
}
