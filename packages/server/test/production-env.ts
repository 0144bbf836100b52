/** Every setting production needs, with made-up values (nothing here reaches the network). */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  RAZORPAY_KEY_ID: 'rzp_live_Pr0dTestKey001',
  RAZORPAY_KEY_SECRET: 'live-secret-not-real',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-not-real',
  JWT_SECRET: 'production-test-jwt-secret-0123456789abcdef',
  SMTP_URL: 'smtp://127.0.0.1:1',
  CORS_ORIGIN: 'https://shop.example,https://app.example',
  LOG_LEVEL: 'silent',
};
