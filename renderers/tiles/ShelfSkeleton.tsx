import { useAtomValue } from 'jotai';
import { currentProfileAtom } from '../../runtime/session/authState.ts';
import { keepsPlaceWhileLoading } from '../../runtime/storage/keepsPlaceWhileLoading.ts';
import type { DataSource } from '../../schemas/types.generated.ts';

/**
 * Grey placeholders, one per tile of a page, while a shelf's code or tiles load; for a shelf that
 * keeps no place while loading (keepsPlaceWhileLoading), the mark that hides it (tiles.css).
 */
export function ShelfSkeleton({ count, source }: { count: number; source: DataSource }) {
  const childId = useAtomValue(currentProfileAtom)?.id;
  if (!keepsPlaceWhileLoading(source, childId)) return <span className="shelf-hidden" hidden />;
  return (
    <ul className="shelf-tiles" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="shelf-skeleton" />
      ))}
    </ul>
  );
}
