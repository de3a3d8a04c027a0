export declare const CSP: string
export declare const SECURITY_HEADERS: Record<string, string>
