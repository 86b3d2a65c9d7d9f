export { PipelineFormPage } from './pipeline-form-page';
export { PipelineMaintainPage } from './pipeline-maintain-page';
