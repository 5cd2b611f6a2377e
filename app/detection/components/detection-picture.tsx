/** The picture with each found piece's box drawn over it (SVG in the picture's own fractions), numbered as the list below. */
export function DetectionPicture({ url, objects }: { url: string; objects: { index: number; label: string; box: { x: number; y: number; w: number; h: number } | null }[] }) {
  const boxed = objects.filter((o) => o.box);
  return (
    <figure className="detection-picture">
      <img src={url} alt="Your picture" className="detection-picture__img" />
      {boxed.length ? (
        <svg className="detection-picture__boxes" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
          {boxed.map((o) => (
            <g key={o.index}>
              <rect x={o.box!.x * 100} y={o.box!.y * 100} width={o.box!.w * 100} height={o.box!.h * 100} className="detection-picture__box" vectorEffect="non-scaling-stroke" />
            </g>
          ))}
        </svg>
      ) : null}
      {boxed.map((o) => (
        <a key={o.index} href={`#piece-${o.index + 1}`} className="detection-picture__tag" style={{ left: `${o.box!.x * 100}%`, top: `${o.box!.y * 100}%` }} data-testid="detection-box">
          {o.index + 1}. {o.label}
        </a>
      ))}
    </figure>
  );
}
