/** Placeholder shell: the operator console arrives in a later issue. */
export const App = () => (
  <main className="console">
    <h1>Operator console</h1>
    <p>Coming soon: customer review, deposits and withdrawals, products and the audit log.</p>
  </main>
);
