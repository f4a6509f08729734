import type { Tile } from '../../../domain/contracts/content.ts';
import type { ChildSession } from '../../sessions/requireChild.ts';

/**
 * The test home's shelves, which the test service fills (tests with the child's state, making
 * one, results). Content only places them: app.ts hands them in, so neither service imports the
 * other.
 */
export interface TestShelves {
  tests: (child: ChildSession, locale: string) => Promise<Tile[]>;
  createTest: () => Tile[];
  performance: (child: ChildSession, locale: string) => Promise<Tile[]>;
}
