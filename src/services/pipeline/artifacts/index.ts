// Artifacts' face: the job views list them, the runner protocol uploads and hands them on, the
// project delete drops them.

export { artifactView, MAX_ARTIFACT_BYTES, projectPrefix } from "./domain";
export { artifactDownload } from "./download";
export { type ArtifactRow, artifactsOfJobs, pipelineArtifact, projectArtifactsDelete } from "./store";
export { type Upload, uploadArtifact } from "./upload-artifact";
