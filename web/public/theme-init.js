// Applies the saved theme before the first paint (an external file, so the CSP needs no inline script).
// A Nepali reader gets the page in Nepali: the server's prerendered page is English, so it stays hidden (styles.css)
// until the app has rendered its own (decision 068).
try {
  if (localStorage.getItem('pariksha-theme') === 'dark') document.documentElement.classList.add('dark');
  if (localStorage.getItem('pariksha-language') === 'ne') document.documentElement.lang = 'ne';
} catch {
  /* storage unavailable: stay light, in English */
}
