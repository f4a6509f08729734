import { describe, expect, it } from 'vitest';
import { classroomScreenOf } from '../../../../renderers/screens/liveClass/ClassroomRoute.tsx';

describe('the classroom keys’ screens', () => {
  it('picks the screen by the address, with the brand’s product name', () => {
    expect(classroomScreenOf('/my-classrooms', 'vidya')).toBe('classrooms');
    expect(classroomScreenOf('/user-home/vidya-live-classes', 'vidya')).toBe('list');
    expect(classroomScreenOf('/iframe/liveclass', 'vidya')).toBe('frame');
    expect(classroomScreenOf('/vidya-live-class/lc-1/postsummary', 'vidya')).toBe('summary');
    expect(classroomScreenOf('/vidya-live-class/lc-1', 'vidya')).toBe('liveClass');
    expect(classroomScreenOf('/vidya-live-class/lc-1/join', 'vidya')).toBe('liveClass');
    expect(classroomScreenOf('/batches', 'vidya')).toBe('batches');
    expect(classroomScreenOf('/batches/b-1', 'vidya')).toBe('batches');
    expect(classroomScreenOf('/web-view/batches', 'vidya')).toBe('batches');
  });
});
