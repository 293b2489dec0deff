export { PaymentsLedger } from "../src/services/payments/ledger/ledger.do";
