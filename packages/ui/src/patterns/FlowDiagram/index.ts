export type { FlowDiagramProps, FlowOrientation, FlowStep, FlowStepTone } from './FlowDiagram';
export { FlowDiagram, flowOrientations, flowStepTones } from './FlowDiagram';
