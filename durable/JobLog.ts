export { JobLog } from "../src/services/pipeline/logs/job-log.do";
