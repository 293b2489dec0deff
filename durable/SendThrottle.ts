export { SendThrottle } from "../src/services/marketing/campaigns/send-throttle.do";
