// @pasar/sdk — typed clients for Pasar's services (issue 25). Filled by the SDK work.
export {};
