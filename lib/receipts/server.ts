import "server-only";

// The receipts' server face: a payment's receipt, its amount in words and its QR code.

export { amountInWords } from "./amount-words";
export { qrImage } from "./qr";
export { receiptOf, type Receipt, type ReceiptParty } from "./receipt";
