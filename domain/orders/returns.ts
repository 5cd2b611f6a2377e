/** The reasons a client can give for a return (one or more); 'Other' asks for a note. */
export const returnReasons = ['Changed my mind', 'Arrived damaged', 'Not as described', 'Wrong item sent', 'Does not fit my space', 'Quality not as expected', 'Other'] as const;
export type ReturnReason = (typeof returnReasons)[number];
