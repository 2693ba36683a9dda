// Types of static-frame.cjs for the TypeScript that reads it (the frame's test).
export declare function staticFrame(dir: string): { css: string; html: string; script: string };
export declare function withFrameWords(dir: string, html: string): string;
