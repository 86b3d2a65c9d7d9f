import { resourceKeys } from './query-kit';

export const pipelineKeys = resourceKeys('pipelines');
