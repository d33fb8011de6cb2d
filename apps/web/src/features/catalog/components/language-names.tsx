import { useEffect, useState } from 'react';

// The names of the ISO 639-1 languages load apart, after the page: the release page's first view keeps to its
// script budget without them, and shows the codes until they come.
const loadLanguageName = () => import('@rewind/shared/languages').then((module) => module.languageName);

/** A release's languages by name ('English, Japanese'), by code ('EN, JA') until the names have loaded. */
export function LanguageNames({ codes }: { codes: string[] }) {
  const [nameOf, setNameOf] = useState<((code: string) => string) | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void loadLanguageName().then((languageName) => {
      if (isCurrent) setNameOf(() => languageName);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return <>{codes.map((code) => (nameOf ? nameOf(code) : code.toUpperCase())).join(', ')}</>;
}
