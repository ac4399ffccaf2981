/** Whether the bytes start like a ZIP archive (an XLSX is one): the local file header's signature, "PK\3\4". */
export const isZip = (file: Buffer): boolean => file.length >= 4 && file.readUInt32LE(0) === 0x04034b50;
