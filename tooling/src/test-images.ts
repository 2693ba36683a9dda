// The image the API tests and the benchmark upload as an avatar.

/** The smallest PNG there is: one transparent pixel. */
export const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f9b5c60000000049454e44ae426082',
  'hex',
);
