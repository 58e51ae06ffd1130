// Lessons: content/de/NN-slug.mdx and content/en/NN-slug.mdx, one file name per lesson in both
// languages. The rules on names and twins are in src/build/lesson-files.ts.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const lessons = defineCollection({
  loader: glob({ pattern: '{de,en}/*.mdx', base: './content' }),
  // strict(): a misspelt front-matter field ("tilte") fails the build instead of vanishing.
  schema: z
    .object({
      /** Page heading and <title>. */
      title: z.string().trim().min(1),
      /** One or two sentences for the lesson list and the meta description. */
      description: z.string().trim().min(1),
      /** Position in the course, 1 = first; twins in both languages share it. */
      order: z.number().int().positive(),
    })
    .strict(),
});

export const collections = { lessons };
