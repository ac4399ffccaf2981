/**
 * Demo coaches for the training pages (content/trainers.json). All invented people; certifications
 * are generic industry ones and gyms are described, never named. Products are catalogue English
 * names.
 */
import { TrainersFile } from '@atlas/shared/content/training';
import { readContent } from '../../../lib/content-files';
import type { SeedTrainer } from './types';

export const trainers: SeedTrainer[] = readContent('trainers.json', TrainersFile);
