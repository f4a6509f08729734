/**
 * The ids that mark school-assigned work (learning-experience spec §6, §7): the assignment
 * (`homework_id`), the school (the organisation id as text) and the class. An assignment's link
 * carries them in its query; the calls that keep a record (bookmark, progress, practice and test
 * sessions, timeline records) send them on.
 */
export interface SchoolIds {
  homework_id?: string;
  school_id?: string;
  class_id?: string;
}

/**
 * Query names of an assignment's link; the test summary spells two of them its own way (spec §2).
 * A page sends on the homework id alone: the server keeps the assignment's school and class.
 */
export const SCHOOL_ID_PARAMS = {
  homework: 'homework_id',
  school: 'school_id',
  class: 'class_id',
  testSchool: 'schoolId',
  testClass: 'classId',
} as const;
