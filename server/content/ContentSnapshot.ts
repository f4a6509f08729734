import type {
  PackBannerRow,
  PackBookRow,
  PackConceptRow,
  PackNodeRow,
  PackRows,
  PackVideoRow,
} from './contentSnapshotStore.ts';

/** A video with the topic it is shown under (for an exam, its learn path there). */
export type PackPlacedVideo = PackVideoRow & { learn_path: string };

/**
 * One version of the imported pack, held in memory with the lookups the reads need. Built once
 * per version; every array it hands out is shared, so callers must not change them.
 */
export interface ContentSnapshot {
  version: number;
  exams: PackRows['exams'];
  /** Which exams have a syllabus, lessons, questions and tests; each exam's subject names. */
  examContent: {
    subjectNames: ReadonlyMap<string, string[]>;
    syllabus: ReadonlySet<string>;
    lessons: ReadonlySet<string>;
    questions: ReadonlySet<string>;
    tests: ReadonlySet<string>;
  };
  nodes: readonly PackNodeRow[];
  node: ReadonlyMap<string, PackNodeRow>;
  /** Nodes of an exam at a level (`exam level`), in syllabus order. */
  nodesOfExam: ReadonlyMap<string, PackNodeRow[]>;
  children: ReadonlyMap<string, PackNodeRow[]>;
  subjects: readonly PackNodeRow[];
  /** Every video in the pack's order. */
  videos: readonly PackVideoRow[];
  video: ReadonlyMap<string, PackVideoRow>;
  /** Every place of every video, in teaching order. */
  placed: readonly PackPlacedVideo[];
  placedOfExam: ReadonlyMap<string, PackPlacedVideo[]>;
  placesOf: ReadonlyMap<string, { learn_path: string; exam_code: string }[]>;
  concept: ReadonlyMap<string, PackConceptRow>;
  book: ReadonlyMap<string, PackBookRow>;
  /** Books of an exam of a kind (`exam kind`), in the pack's order. */
  booksOf: ReadonlyMap<string, PackBookRow[]>;
  bannersOf: ReadonlyMap<string, PackBannerRow[]>;
}

function addTo<T>(groups: Map<string, T[]>, key: string, value: T): void {
  const group = groups.get(key);
  if (group) group.push(value);
  else groups.set(key, [value]);
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) addTo(groups, key(row), row);
  return groups;
}

function placesOf(topics: PackRows['topics']) {
  const places = new Map<string, { learn_path: string; exam_code: string }[]>();
  for (const t of topics)
    addTo(places, t.video_id, { learn_path: t.learn_path, exam_code: t.exam_code });
  return places;
}

/** The lookups of one version of the pack, from its rows. */
export function contentSnapshot(version: number, rows: PackRows): ContentSnapshot {
  const node = new Map(rows.nodes.map((n) => [n.learn_path, n]));
  const video = new Map(rows.videos.map((v) => [v.id, v]));
  const inTeachingOrder = [...rows.topics].sort((a, b) => a.position - b.position);
  const placedByExam = new Map<string, PackPlacedVideo[]>();
  const placed: PackPlacedVideo[] = [];
  for (const t of inTeachingOrder) {
    const v = video.get(t.video_id);
    if (!v) continue;
    const one = { ...v, learn_path: t.learn_path };
    placed.push(one);
    addTo(placedByExam, t.exam_code, one);
  }
  const subjects = rows.nodes.filter((n) => n.level === 'subject');
  const subjectNames = new Map<string, string[]>();
  for (const s of subjects) addTo(subjectNames, s.exam_code, s.names);
  const examOfNode = (path: string) => node.get(path)?.exam_code;
  return {
    version,
    exams: rows.exams,
    examContent: {
      subjectNames,
      syllabus: new Set(rows.nodes.map((n) => n.exam_code)),
      lessons: new Set(rows.topics.map((t) => t.exam_code)),
      questions: new Set(rows.questionPaths.map(examOfNode).filter((e) => e !== undefined)),
      tests: new Set(rows.testExams),
    },
    nodes: rows.nodes,
    node,
    nodesOfExam: groupBy(rows.nodes, (n) => `${n.exam_code} ${n.level}`),
    children: groupBy(rows.nodes, (n) => n.parent_path),
    subjects,
    videos: rows.videos,
    video,
    placed,
    placedOfExam: placedByExam,
    placesOf: placesOf(rows.topics),
    concept: new Map(rows.concepts.map((c) => [c.code, c])),
    book: new Map(rows.books.map((b) => [b.id, b])),
    booksOf: groupBy(rows.books, (b) => `${b.exam_code} ${b.kind}`),
    bannersOf: groupBy(rows.banners, (b) => b.module),
  };
}
