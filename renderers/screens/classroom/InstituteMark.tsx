/** The institute's square mark, drawn beside its name (so the picture itself needs no name). */
export const INSTITUTE_MARK_PX = 48;

export function InstituteMark({ src }: { src: string }) {
  return (
    <img
      className="institute-mark"
      src={src}
      alt=""
      width={INSTITUTE_MARK_PX}
      height={INSTITUTE_MARK_PX}
      loading="lazy"
    />
  );
}
