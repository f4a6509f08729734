/** Grey placeholders, one per tile of a page, while a shelf's code or tiles load. */
export function ShelfSkeleton({ count }: { count: number }) {
  return (
    <ul className="shelf-tiles" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="shelf-skeleton" />
      ))}
    </ul>
  );
}
