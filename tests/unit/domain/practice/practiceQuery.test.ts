import { describe, expect, it } from 'vitest';
import {
  adhocQueryOf,
  commaList,
  readPracticeQuery,
  sessionBodyOf,
  type PracticeRequest,
} from '../../../../domain/practice/practiceQuery.ts';

const CHAPTER = 'PreUG--jee-main--physics--mechanics--kinematics';

const read = (query: string) => readPracticeQuery(new URLSearchParams(query));

function requestOf(query: string): PracticeRequest {
  const parsed = read(query);
  if (!parsed.ok) throw new Error(`not a practice query: ${parsed.problem}`);
  return parsed.request;
}

describe('readPracticeQuery: the mode and its ids', () => {
  it('defaults to Normal practice of a learn path', () => {
    expect(read(`learnmap_id=${CHAPTER}`)).toEqual({
      ok: true,
      request: {
        target: { mode: 'Normal', learnPath: CHAPTER },
        title: undefined,
        embedded: false,
      },
    });
  });

  it('reads each mode’s ids', () => {
    expect(requestOf(`mode=CFUPractice&learnmap_id=${CHAPTER}`).target).toEqual({
      mode: 'CFUPractice',
      learnPath: CHAPTER,
    });
    expect(requestOf('mode=BookPractice&book_id=hc-verma-1').target).toEqual({
      mode: 'BookPractice',
      bookId: 'hc-verma-1',
    });
    expect(requestOf('mode=CustomPractice&concepts=a, b,,a').target).toEqual({
      mode: 'CustomPractice',
      concepts: ['a', 'b'],
    });
    expect(
      requestOf('mode=AdhocPractice&video_id=v1&conceptCode=c1&questionCode=q1,q2').target,
    ).toEqual({
      mode: 'AdhocPractice',
      videoId: 'v1',
      concepts: ['c1'],
      questionCodes: ['q1', 'q2'],
    });
    expect(requestOf('mode=PAJPractice&paj_id=p1&paj_step_index=2&call_id=k').target).toEqual({
      mode: 'PAJPractice',
      planId: 'p1',
      stepIndex: 2,
      callId: 'k',
      learnPath: undefined,
      concepts: [],
      questionCodes: [],
    });
  });

  it('reads the title and whether the page is framed', () => {
    const request = requestOf(
      'mode=AdhocPractice&video_id=v1&conceptCode=c1&title=Range%20of%20a%20projectile&iframe=true',
    );
    expect(request.title).toBe('Range of a projectile');
    expect(request.embedded).toBe(true);
    expect(requestOf(`learnmap_id=${CHAPTER}&iframe=yes`).embedded).toBe(false);
  });

  it('names an unknown mode', () => {
    expect(read('mode=Random&learnmap_id=x')).toEqual({
      ok: false,
      problem: 'unknownMode',
      mode: 'Random',
    });
  });

  it('refuses a mode without its ids', () => {
    for (const query of [
      '',
      'mode=Normal&learnmap_id=%20',
      'mode=BookPractice',
      'mode=CustomPractice&concepts=,',
      'mode=AdhocPractice&video_id=v1',
      'mode=AdhocPractice&conceptCode=c1',
      'mode=PAJPractice&paj_id=p1',
      'mode=PAJNQEPractice&paj_id=p1&paj_step_index=-1',
      'mode=PAJNQEPractice&paj_step_index=1',
    ]) {
      expect(read(query)).toMatchObject({ ok: false, problem: 'missingIds' });
    }
  });
});

describe('sessionBodyOf: the learning map each mode starts with', () => {
  it('sends a learn path, a book, concepts, or the video’s concept and questions', () => {
    expect(sessionBodyOf(requestOf(`learnmap_id=${CHAPTER}&title=Kinematics`), 'hi')).toEqual({
      type: 'Normal',
      learning_map: { learnpath_name: CHAPTER },
      title: 'Kinematics',
      language: 'hi',
      source: 'web',
    });
    expect(sessionBodyOf(requestOf('mode=BookPractice&book_id=b1'), 'en').learning_map).toEqual({
      book_id: 'b1',
    });
    expect(sessionBodyOf(requestOf('mode=CustomPractice&concepts=a,b'), 'en').learning_map).toEqual(
      { concepts: ['a', 'b'] },
    );
    const adhoc = sessionBodyOf(
      requestOf('mode=AdhocPractice&video_id=v1&conceptCode=c1&iframe=true'),
      'en',
    );
    expect(adhoc).toMatchObject({
      type: 'AdhocPractice',
      learning_map: { video_id: 'v1', concepts: ['c1'] },
      source: 'iframe',
    });
    expect(adhoc.learning_map).not.toHaveProperty('question_codes');
  });

  it('sends the plan and its step for plan-driven practice', () => {
    expect(
      sessionBodyOf(
        requestOf(`mode=PAJNQEPractice&paj_id=p1&paj_step_index=0&learnmap_id=${CHAPTER}`),
        'en',
      ),
    ).toEqual({
      type: 'PAJNQEPractice',
      learning_map: { learnpath_name: CHAPTER },
      language: 'en',
      source: 'web',
      paj_id: 'p1',
      paj_step_index: 0,
    });
  });
});

describe('adhocQueryOf: questions added before the first one', () => {
  it('adds the video’s concept and questions in adhoc practice', () => {
    expect(
      adhocQueryOf(
        requestOf('mode=AdhocPractice&video_id=v&conceptCode=c1&questionCode=q1,q2').target,
      ),
    ).toEqual({ mode: 'AdhocPractice', conceptCode: 'c1', questionCode: 'q1,q2' });
    expect(adhocQueryOf(requestOf('mode=AdhocPractice&video_id=v&questionCode=q1').target)).toEqual(
      { mode: 'AdhocPractice', questionCode: 'q1' },
    );
  });

  it('adds a plan step’s questions only when it names some; never for other modes', () => {
    expect(
      adhocQueryOf(requestOf('mode=PAJPractice&paj_id=p&paj_step_index=1&conceptCode=c').target),
    ).toEqual({ mode: 'PAJPractice', conceptCode: 'c' });
    expect(adhocQueryOf(requestOf('mode=PAJPractice&paj_id=p&paj_step_index=1').target)).toBe(
      undefined,
    );
    expect(adhocQueryOf(requestOf(`learnmap_id=${CHAPTER}`).target)).toBe(undefined);
    expect(adhocQueryOf(requestOf('mode=CustomPractice&concepts=a').target)).toBe(undefined);
  });
});

describe('commaList', () => {
  it('trims, drops blanks and repeats', () => {
    expect(commaList(null)).toEqual([]);
    expect(commaList(' q1 ,q2,, q1')).toEqual(['q1', 'q2']);
  });
});

describe('practising a chapter again with one question first (the revision list)', () => {
  it('reads the question codes of a chapter link and queues them before the chapter', () => {
    const request = requestOf(`mode=Normal&learnmap_id=${CHAPTER}&questionCode=phy-kin-0003`);
    expect(request.target).toEqual({
      mode: 'Normal',
      learnPath: CHAPTER,
      questionCodes: ['phy-kin-0003'],
    });
    expect(adhocQueryOf(request.target)).toEqual({ mode: 'Normal', questionCode: 'phy-kin-0003' });
    expect(sessionBodyOf(request, 'en').learning_map).toEqual({ learnpath_name: CHAPTER });
  });

  it('queues nothing for a plain chapter link', () => {
    expect(adhocQueryOf(requestOf(`learnmap_id=${CHAPTER}`).target)).toBeUndefined();
  });
});
