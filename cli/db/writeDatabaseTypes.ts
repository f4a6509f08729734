import { writeFile } from 'node:fs/promises';
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from './generateDatabaseTypes.ts';

await writeFile(DATABASE_TYPES_FILE, await generateDatabaseTypes());
console.log(`wrote ${DATABASE_TYPES_FILE}`);
