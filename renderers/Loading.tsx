/**
 * A quiet placeholder while code or a catalog loads. It also stands before any catalog exists, so
 * it carries no text; aria-busy tells assistive technology that content is on its way.
 */
export function Loading() {
  return (
    <div className="loading" aria-busy="true">
      <span className="spinner" />
    </div>
  );
}
