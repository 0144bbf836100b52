import { z } from 'zod';
import { id } from './fields';

/*
 * Wire schemas of levels and skills (issue 37; `/admin/api/academy/levels`): the merchant's levels, each
 * with its skills in order; coaches tick skills per student; a student with every skill of their level
 * ticked is listed as ready for the next.
 */

export const AcademySkill = z.object({ id, name: z.string() });

export const AcademyLevel = z.object({
  id,
  name: z.string(),
  position: z.number().int(),
  skills: z.array(AcademySkill),
});
export type AcademyLevel = z.infer<typeof AcademyLevel>;

export const AcademyLevelsResponse = z.object({ data: z.array(AcademyLevel) });
export type AcademyLevelsResponse = z.infer<typeof AcademyLevelsResponse>;

/** `POST /admin/api/academy/levels` and `PUT /admin/api/academy/levels/:id` (academy.manage). */
export const AcademyLevelBody = z.strictObject({
  name: z.string().trim().min(1, 'Enter the level').max(100),
  position: z.number().int().min(0).max(100),
  /** The skills in order (names; an edit keeps the ids of the names kept). */
  skills: z.array(z.string().trim().min(1).max(100)).max(50),
});
export type AcademyLevelBody = z.infer<typeof AcademyLevelBody>;

/** `POST /admin/api/academy/skills` (skills.tick): tick or untick a skill of a student (a coach: their own). */
export const SkillTickBody = z.strictObject({ studentId: id, skillId: id, done: z.boolean() });
export type SkillTickBody = z.infer<typeof SkillTickBody>;

/** `GET /admin/api/academy/levels/ready`: students with every skill of their level ticked. */
export const AcademyReadyStudent = z.object({
  studentId: id,
  student: z.string(),
  levelId: id,
  level: z.string(),
  nextLevelId: id.nullable(),
  nextLevel: z.string(),
});
export const AcademyReadyResponse = z.object({ data: z.array(AcademyReadyStudent) });
export type AcademyReadyResponse = z.infer<typeof AcademyReadyResponse>;

/** `POST /admin/api/academy/students/:id/level` (academy.manage): move the student to a level. */
export const StudentLevelBody = z.strictObject({ levelId: id });
