// Applies the saved theme before the first paint (an external file, so the CSP needs no inline script).
try {
  if (localStorage.getItem('pariksha-theme') === 'dark') document.documentElement.classList.add('dark');
} catch {
  /* storage unavailable: stay light */
}
