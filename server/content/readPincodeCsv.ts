import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { csvFields } from '../../domain/subscription/csvFields.ts';
import { gstStateCodeOf } from '../../domain/subscription/gstStateCodes.ts';
import { PINCODE_PATTERN } from '../../domain/rules/patterns.ts';

/** One post office of India Post's directory, as the `pincodes` table keeps it. */
export interface PincodeRow {
  pincode: string;
  office: string;
  district: string;
  state: string;
  state_code: string;
}

/** A line that was left out, and why. */
export interface PincodeIssue {
  line: number;
  message: string;
}

/**
 * The columns each accepted file names: the pack's own subset, and the national "All India Pincode
 * Directory" of data.gov.in (CircleName, RegionName, DivisionName, OfficeName, Pincode, OfficeType,
 * Delivery, District, StateName, Latitude, Longitude), whose state code comes from its state name.
 */
const FORMATS = [
  {
    pincode: 'pincode',
    office: 'office',
    district: 'district',
    state: 'state',
    code: 'state_code',
  },
  {
    pincode: 'Pincode',
    office: 'OfficeName',
    district: 'District',
    state: 'StateName',
    code: undefined,
  },
] as const;

/** Words a title-cased place name keeps in lower case ("Jammu and Kashmir"). */
const SMALL_WORDS = new Set(['and', 'of']);

/** The directory writes names in capitals; invoices and forms show them as names are written. */
function tidy(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s(.-])(\p{L}+)/gu, (_, before: string, word: string) =>
      before !== '' && SMALL_WORDS.has(word)
        ? before + word
        : before + word.charAt(0).toUpperCase() + word.slice(1),
    );
}

/**
 * Reads a pincode CSV line by line (the national file has about 165 000 offices), handing rows on
 * in batches; lines it cannot use are reported, not loaded, and do not stop the rest.
 */
export async function readPincodeCsv(
  path: string,
  batchSize: number,
  onBatch: (rows: PincodeRow[]) => Promise<void>,
): Promise<{ rows: number; issues: PincodeIssue[] }> {
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  const issues: PincodeIssue[] = [];
  let columns: ((fields: string[]) => PincodeRow | string) | undefined;
  let batch: PincodeRow[] = [];
  let count = 0;
  let number = 0;
  for await (const raw of lines) {
    number++;
    const line = number === 1 ? raw.replace(/^\uFEFF/, '') : raw;
    if (line.trim() === '') continue;
    const fields = csvFields(line);
    if (!columns) {
      columns = columnsOf(fields);
      if (!columns) {
        issues.push({ line: number, message: 'the header names neither known format' });
        break;
      }
      continue;
    }
    const row = columns(fields);
    if (typeof row === 'string') {
      issues.push({ line: number, message: row });
      continue;
    }
    batch.push(row);
    count++;
    if (batch.length >= batchSize) {
      await onBatch(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await onBatch(batch);
  return { rows: count, issues };
}

function columnsOf(header: string[]): ((fields: string[]) => PincodeRow | string) | undefined {
  const format = FORMATS.find((f) =>
    [f.pincode, f.office, f.district, f.state].every((c) => header.includes(c)),
  );
  if (!format) return undefined;
  const at = (name: string) => header.indexOf(name);
  const [pincode, office, district, state] = [
    at(format.pincode),
    at(format.office),
    at(format.district),
    at(format.state),
  ];
  const code = format.code === undefined ? -1 : at(format.code);
  return (fields) => {
    const row = {
      pincode: fields[pincode] ?? '',
      office: tidy(fields[office] ?? ''),
      district: tidy(fields[district] ?? ''),
      state: tidy(fields[state] ?? ''),
      state_code: code >= 0 ? (fields[code] ?? '') : (gstStateCodeOf(fields[state] ?? '') ?? ''),
    };
    if (!PINCODE_PATTERN.test(row.pincode)) return `"${row.pincode}" is not a pincode`;
    if (!row.office || !row.district || !row.state) return 'office, district or state is empty';
    if (!/^\d{2}$/.test(row.state_code)) return `no GST state code for "${row.state}"`;
    return row;
  };
}
