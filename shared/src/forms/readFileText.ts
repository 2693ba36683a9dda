// FileReader rather than File.text(): it is what every browser (and the test DOM) has.
/** A chosen file's text, decoded as UTF-8 (bytes that are not become U+FFFD). */
export function readFileText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}
