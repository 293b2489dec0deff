// How a customer pays. A gateway's vocabulary first (what a provider charges through), so it lives
// below the features that price (charges' fee schedule) and sell (checkout) with it.

export const PAYMENT_METHODS = ["card", "ewallet", "virtual_account", "qris", "wallet_network"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
