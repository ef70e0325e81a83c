import type { ArticleContent } from './types.ts';

/** How the products work: IPO subscriptions, quantitative funds, financing, funds. */
export const PRODUCT_ARTICLES: ArticleContent[] = [
  {
    slug: 'ipo-subscriptions-and-allotment',
    category: 'products',
    publishedAt: '2026-11-09T08:00:00Z',
    text: {
      en: {
        title: 'How IPO subscriptions and allotment work',
        summary:
          'You apply for new shares at the offer price; the money is held, shares are allotted by the stated rule, and what is not used is released.',
        body: `<p>In an <strong>initial public offering (IPO)</strong> a company sells shares to the public for the first time, before they are listed on an exchange.</p><ol><li>You subscribe for a number of shares at the offer price. The amount is <strong>held</strong> from your available cash, not spent.</li><li>If investors ask for more shares than are on offer, shares are <strong>allotted</strong> by the rule stated on the offer, for example pro rata or by ballot. You may receive fewer shares than requested, or none.</li><li>The allotted shares are paid from the held amount; the rest is released back to your available cash.</li><li>From the listing date the shares trade on the exchange.</li></ol><p>New listings can be volatile, and the price after listing can fall below the offer price.</p>`,
      },
      de: {
        title: 'Wie Zeichnung und Zuteilung bei einem Börsengang funktionieren',
        summary:
          'Sie zeichnen neue Aktien zum Angebotspreis; das Geld wird reserviert, die Aktien nach der genannten Regel zugeteilt, der Rest wird freigegeben.',
        body: `<p>Bei einem <strong>Börsengang (IPO)</strong> verkauft ein Unternehmen erstmals Aktien an die Öffentlichkeit, bevor sie an einer Börse notiert werden.</p><ol><li>Sie zeichnen eine Anzahl Aktien zum Angebotspreis. Der Betrag wird von Ihrem verfügbaren Guthaben <strong>reserviert</strong>, nicht ausgegeben.</li><li>Wollen Anlegerinnen und Anleger mehr Aktien, als angeboten werden, werden die Aktien nach der im Angebot genannten Regel <strong>zugeteilt</strong>, etwa anteilig oder per Los. Sie erhalten womöglich weniger Aktien als gewünscht oder keine.</li><li>Die zugeteilten Aktien werden aus dem reservierten Betrag bezahlt; der Rest wird wieder verfügbar.</li><li>Ab dem Tag der Erstnotiz werden die Aktien an der Börse gehandelt.</li></ol><p>Neuemissionen können stark schwanken, und der Kurs nach der Notierung kann unter den Angebotspreis fallen.</p>`,
      },
      it: {
        title: 'Come funzionano sottoscrizione e assegnazione in una IPO',
        summary:
          'Sottoscrivi nuove azioni al prezzo di offerta; il denaro viene vincolato, le azioni assegnate secondo la regola indicata e ciò che non serve viene rilasciato.',
        body: `<p>In un'<strong>offerta pubblica iniziale (IPO)</strong> una società vende per la prima volta azioni al pubblico, prima che siano quotate in borsa.</p><ol><li>Sottoscrivi un numero di azioni al prezzo di offerta. L'importo viene <strong>vincolato</strong> sul tuo saldo disponibile, non speso.</li><li>Se gli investitori chiedono più azioni di quelle offerte, le azioni vengono <strong>assegnate</strong> secondo la regola indicata nell'offerta, per esempio in proporzione o per sorteggio. Potresti ricevere meno azioni di quelle richieste, o nessuna.</li><li>Le azioni assegnate vengono pagate con l'importo vincolato; il resto torna disponibile.</li><li>Dalla data di quotazione le azioni si negoziano in borsa.</li></ol><p>Le nuove quotazioni possono essere volatili e il prezzo dopo la quotazione può scendere sotto il prezzo di offerta.</p>`,
      },
      fr: {
        title:
          'Comment fonctionnent la souscription et l’allocation lors d’une introduction en bourse',
        summary:
          "Vous souscrivez de nouvelles actions au prix d'offre ; l'argent est bloqué, les actions sont allouées selon la règle annoncée et le reste est libéré.",
        body: `<p>Lors d'une <strong>introduction en bourse (IPO)</strong>, une société vend pour la première fois des actions au public, avant leur cotation.</p><ol><li>Vous souscrivez un nombre d'actions au prix d'offre. Le montant est <strong>bloqué</strong> sur votre solde disponible, pas dépensé.</li><li>Si les investisseurs demandent plus d'actions qu'il n'y en a d'offertes, les actions sont <strong>allouées</strong> selon la règle annoncée dans l'offre, par exemple au prorata ou par tirage au sort. Vous pouvez recevoir moins d'actions que demandé, voire aucune.</li><li>Les actions allouées sont payées sur le montant bloqué ; le reste redevient disponible.</li><li>À partir de la date de cotation, les actions se négocient en bourse.</li></ol><p>Les nouvelles cotations peuvent être volatiles, et le cours après l'introduction peut passer sous le prix d'offre.</p>`,
      },
      es: {
        title: 'Cómo funcionan la suscripción y la asignación en una OPV',
        summary:
          'Suscribes acciones nuevas al precio de oferta; el dinero queda retenido, las acciones se asignan según la regla indicada y lo no usado se libera.',
        body: `<p>En una <strong>oferta pública de venta inicial (OPV o IPO)</strong> una empresa vende acciones al público por primera vez, antes de que coticen en bolsa.</p><ol><li>Suscribes un número de acciones al precio de oferta. El importe queda <strong>retenido</strong> de tu saldo disponible, no gastado.</li><li>Si los inversores piden más acciones de las ofrecidas, se <strong>asignan</strong> según la regla indicada en la oferta, por ejemplo a prorrata o por sorteo. Puedes recibir menos acciones de las pedidas, o ninguna.</li><li>Las acciones asignadas se pagan con el importe retenido; el resto vuelve a tu saldo disponible.</li><li>Desde la fecha de salida a bolsa, las acciones cotizan en el mercado.</li></ol><p>Las nuevas salidas a bolsa pueden ser volátiles y el precio tras la salida puede caer por debajo del precio de oferta.</p>`,
      },
      jp: {
        title: 'IPOの申込みと割当ての仕組み',
        summary:
          '公募価格で新株を申し込むと資金が拘束され、表示されたルールで株式が割り当てられ、使われなかった分は解除されます。',
        body: `<p><strong>新規株式公開（IPO）</strong>では、企業が取引所に上場する前に、初めて一般に株式を売り出します。</p><ol><li>公募価格で株数を指定して申し込みます。金額は利用可能残高から<strong>拘束</strong>されるだけで、支払われるわけではありません。</li><li>申込みが募集株数を上回った場合、案件に表示されたルール（比例配分や抽選など）で株式が<strong>割り当て</strong>られます。申込みより少ない株数しか割り当てられない、または割当てがないこともあります。</li><li>割り当てられた株式は拘束中の金額から支払われ、残りは利用可能残高に戻ります。</li><li>上場日から株式は取引所で売買されます。</li></ol><p>新規上場銘柄は値動きが大きくなることがあり、上場後の価格が公募価格を下回ることもあります。</p>`,
      },
      'zh-Hans': {
        title: '新股申购与配售如何进行',
        summary: '您以发行价申购新股；资金被冻结，股份按公布的规则配售，未使用的资金会被释放。',
        body: `<p>在<strong>首次公开发行（IPO）</strong>中，公司在股票于交易所上市之前，首次向公众出售股份。</p><ol><li>您以发行价申购一定数量的股份。相应金额会从可用余额中<strong>冻结</strong>，而不是被扣除。</li><li>如果投资者申购的股数超过发行数量，股份会按发行公告中的规则<strong>配售</strong>，例如按比例或抽签。您获配的股数可能少于申购数，甚至没有获配。</li><li>获配股份从冻结金额中支付，其余部分退回可用余额。</li><li>自上市日起，股票在交易所交易。</li></ol><p>新上市股票的波动可能较大，上市后的价格也可能跌破发行价。</p>`,
      },
    },
  },
  {
    slug: 'quantitative-funds-and-their-risks',
    category: 'products',
    publishedAt: '2026-11-08T08:00:00Z',
    text: {
      en: {
        title: 'Quantitative funds and their risks',
        summary:
          'Quant funds follow rules and models run by computers. Models can fail, and past or back-tested results do not guarantee future ones.',
        body: `<p>A <strong>quantitative fund</strong> invests according to rules and statistical models executed by computers, rather than case-by-case human judgement.</p><h3>Risks to understand</h3><ul><li><strong>Model risk</strong>: a model built on past data can stop working when markets change.</li><li><strong>Back-tests flatter</strong>: results simulated on history usually look better than live results.</li><li><strong>Leverage and crowding</strong> can turn small errors into large losses.</li></ul><p>On this platform each quant product states its period, minimum amount, risk rating and settlement rule before you buy, and is settled by those rules. Be wary of anyone who promises a fixed high return: real investments can lose money.</p>`,
      },
      de: {
        title: 'Quantitative Fonds und ihre Risiken',
        summary:
          'Quant-Fonds folgen Regeln und Modellen, die Computer ausführen. Modelle können versagen, und vergangene oder rückgerechnete Ergebnisse garantieren keine künftigen.',
        body: `<p>Ein <strong>quantitativer Fonds</strong> investiert nach Regeln und statistischen Modellen, die Computer ausführen, statt nach Einzelfallentscheidungen von Menschen.</p><h3>Risiken, die Sie kennen sollten</h3><ul><li><strong>Modellrisiko</strong>: Ein Modell aus historischen Daten kann versagen, wenn sich die Märkte ändern.</li><li><strong>Rückrechnungen schmeicheln</strong>: Auf der Vergangenheit simulierte Ergebnisse sehen meist besser aus als echte.</li><li><strong>Hebel und überfüllte Strategien</strong> können aus kleinen Fehlern große Verluste machen.</li></ul><p>Auf dieser Plattform nennt jedes Quant-Produkt vor dem Kauf Laufzeit, Mindestbetrag, Risikoeinstufung und Abrechnungsregel und wird nach diesen Regeln abgerechnet. Seien Sie vorsichtig bei jedem, der eine feste hohe Rendite verspricht: Echte Anlagen können Geld verlieren.</p>`,
      },
      it: {
        title: 'I fondi quantitativi e i loro rischi',
        summary:
          'I fondi quantitativi seguono regole e modelli eseguiti da computer. I modelli possono fallire e i risultati passati o simulati non garantiscono quelli futuri.',
        body: `<p>Un <strong>fondo quantitativo</strong> investe secondo regole e modelli statistici eseguiti da computer, anziché con decisioni umane caso per caso.</p><h3>Rischi da conoscere</h3><ul><li><strong>Rischio di modello</strong>: un modello costruito sui dati passati può smettere di funzionare quando i mercati cambiano.</li><li><strong>I backtest abbelliscono</strong>: i risultati simulati sulla storia sembrano di solito migliori di quelli reali.</li><li><strong>Leva e strategie affollate</strong> possono trasformare piccoli errori in grandi perdite.</li></ul><p>Su questa piattaforma ogni prodotto quantitativo indica durata, importo minimo, classe di rischio e regola di liquidazione prima dell'acquisto, e viene liquidato secondo quelle regole. Diffida di chi promette un rendimento alto e fisso: gli investimenti reali possono perdere denaro.</p>`,
      },
      fr: {
        title: 'Les fonds quantitatifs et leurs risques',
        summary:
          'Les fonds quantitatifs suivent des règles et des modèles exécutés par ordinateur. Les modèles peuvent échouer, et les résultats passés ou simulés ne garantissent pas les résultats futurs.',
        body: `<p>Un <strong>fonds quantitatif</strong> investit selon des règles et des modèles statistiques exécutés par ordinateur, plutôt que selon des décisions humaines au cas par cas.</p><h3>Les risques à connaître</h3><ul><li><strong>Risque de modèle</strong> : un modèle construit sur des données passées peut cesser de fonctionner quand les marchés changent.</li><li><strong>Les backtests embellissent</strong> : les résultats simulés sur l'historique paraissent en général meilleurs que les résultats réels.</li><li><strong>L'effet de levier et les stratégies encombrées</strong> peuvent transformer de petites erreurs en grosses pertes.</li></ul><p>Sur cette plateforme, chaque produit quantitatif indique sa durée, son montant minimum, son niveau de risque et sa règle de règlement avant l'achat, et il est réglé selon ces règles. Méfiez-vous de quiconque promet un rendement élevé et fixe : un vrai placement peut perdre de l'argent.</p>`,
      },
      es: {
        title: 'Los fondos cuantitativos y sus riesgos',
        summary:
          'Los fondos cuantitativos siguen reglas y modelos ejecutados por ordenador. Los modelos pueden fallar y los resultados pasados o simulados no garantizan los futuros.',
        body: `<p>Un <strong>fondo cuantitativo</strong> invierte según reglas y modelos estadísticos que ejecutan ordenadores, en lugar de decisiones humanas caso por caso.</p><h3>Riesgos que conviene conocer</h3><ul><li><strong>Riesgo de modelo</strong>: un modelo construido con datos pasados puede dejar de funcionar cuando cambian los mercados.</li><li><strong>Los backtests favorecen</strong>: los resultados simulados sobre el histórico suelen parecer mejores que los reales.</li><li><strong>El apalancamiento y las estrategias masificadas</strong> pueden convertir errores pequeños en grandes pérdidas.</li></ul><p>En esta plataforma cada producto cuantitativo indica su plazo, importe mínimo, nivel de riesgo y regla de liquidación antes de comprar, y se liquida según esas reglas. Desconfía de quien prometa una rentabilidad alta y fija: las inversiones reales pueden perder dinero.</p>`,
      },
      jp: {
        title: 'クオンツファンドとそのリスク',
        summary:
          'クオンツファンドはコンピューターが実行するルールとモデルに従います。モデルは機能しなくなることがあり、過去やバックテストの成績は将来を保証しません。',
        body: `<p><strong>クオンツファンド</strong>は、人がその都度判断するのではなく、コンピューターが実行するルールや統計モデルに従って投資します。</p><h3>知っておくべきリスク</h3><ul><li><strong>モデルリスク</strong>：過去のデータで作られたモデルは、市場が変化すると機能しなくなることがあります。</li><li><strong>バックテストは良く見えがち</strong>：過去データでのシミュレーション結果は、通常、実際の運用成績より良く見えます。</li><li><strong>レバレッジと戦略の混雑</strong>は、小さな誤りを大きな損失に変えることがあります。</li></ul><p>本プラットフォームでは、各クオンツ商品が購入前に期間、最低金額、リスク評価、決済ルールを明示し、そのルールに従って決済されます。高い利回りを固定で約束する話には注意してください。実際の投資では損失が出ることがあります。</p>`,
      },
      'zh-Hans': {
        title: '量化基金及其风险',
        summary:
          '量化基金遵循由计算机执行的规则和模型。模型可能失效，过往或回测业绩并不代表未来表现。',
        body: `<p><strong>量化基金</strong>依据由计算机执行的规则和统计模型进行投资，而非由人逐一判断。</p><h3>需要了解的风险</h3><ul><li><strong>模型风险</strong>：基于历史数据建立的模型，在市场变化后可能失效。</li><li><strong>回测往往偏乐观</strong>：在历史数据上模拟的结果，通常好于实际运行的结果。</li><li><strong>杠杆和策略拥挤</strong>可能把小错误放大为大亏损。</li></ul><p>在本平台，每个量化产品在购买前都会列明期限、最低金额、风险等级和结算规则，并严格按这些规则结算。对任何承诺固定高收益的说法都要保持警惕：真实的投资可能亏损。</p>`,
      },
    },
  },
  {
    slug: 'stock-financing-and-interest',
    category: 'products',
    publishedAt: '2026-11-07T08:00:00Z',
    text: {
      en: {
        title: 'Stock financing: loans, interest and penalties',
        summary:
          'A loan has a currency, a period in days, an interest rate and a penalty rate for late repayment, all stated in the agreement before you sign.',
        body: `<p><strong>Stock financing</strong> is a loan: you borrow money for a set period and repay it with interest. The agreement states the currency, the amount, the period in days, the interest rate and the <strong>penalty rate</strong> that applies if you repay late. You sign it before any money is lent.</p><h3>A worked example</h3><p>Borrowing 10,000 for 30 days at 5% a year, with interest counted on a 365-day year: 10,000 × 5% × 30 ÷ 365 ≈ <strong>41.10</strong> in interest. These figures only illustrate the arithmetic; your agreement gives the actual rate and day count.</p><p>Borrowing to invest magnifies both gains and losses. The loan and its interest are owed whatever your investments do.</p>`,
      },
      de: {
        title: 'Wertpapierfinanzierung: Kredit, Zinsen und Verzugszinsen',
        summary:
          'Ein Kredit hat eine Währung, eine Laufzeit in Tagen, einen Zinssatz und einen Verzugszinssatz bei verspäteter Rückzahlung, alles vor der Unterschrift im Vertrag genannt.',
        body: `<p>Eine <strong>Wertpapierfinanzierung</strong> ist ein Kredit: Sie leihen Geld für eine feste Laufzeit und zahlen es mit Zinsen zurück. Der Vertrag nennt Währung, Betrag, Laufzeit in Tagen, Zinssatz und den <strong>Verzugszinssatz</strong> bei verspäteter Rückzahlung. Sie unterschreiben ihn, bevor Geld verliehen wird.</p><h3>Ein Rechenbeispiel</h3><p>10.000 für 30 Tage zu 5 % pro Jahr, Zinsen auf Basis eines Jahres mit 365 Tagen: 10.000 × 5 % × 30 ÷ 365 ≈ <strong>41,10</strong> Zinsen. Die Zahlen veranschaulichen nur die Rechnung; Ihr Vertrag nennt den tatsächlichen Zinssatz und die Tageszählung.</p><p>Auf Kredit zu investieren vergrößert Gewinne wie Verluste. Kredit und Zinsen sind geschuldet, egal wie sich Ihre Anlagen entwickeln.</p>`,
      },
      it: {
        title: 'Finanziamento su titoli: prestito, interessi e penali',
        summary:
          'Un prestito ha una valuta, una durata in giorni, un tasso di interesse e un tasso di penale per il ritardo, tutti indicati nel contratto prima della firma.',
        body: `<p>Il <strong>finanziamento su titoli</strong> è un prestito: prendi in prestito denaro per un periodo stabilito e lo restituisci con gli interessi. Il contratto indica valuta, importo, durata in giorni, tasso di interesse e il <strong>tasso di penale</strong> applicato in caso di rimborso in ritardo. Lo firmi prima che venga prestato denaro.</p><h3>Un esempio di calcolo</h3><p>10.000 per 30 giorni al 5% annuo, con interessi calcolati su un anno di 365 giorni: 10.000 × 5% × 30 ÷ 365 ≈ <strong>41,10</strong> di interessi. Le cifre illustrano solo il calcolo; il tuo contratto riporta il tasso effettivo e il conteggio dei giorni.</p><p>Investire a debito amplifica sia i guadagni sia le perdite. Il prestito e gli interessi sono dovuti qualunque sia l'andamento dei tuoi investimenti.</p>`,
      },
      fr: {
        title: 'Financement sur titres : prêt, intérêts et pénalités',
        summary:
          'Un prêt a une devise, une durée en jours, un taux d’intérêt et un taux de pénalité en cas de retard, tous indiqués dans le contrat avant la signature.',
        body: `<p>Le <strong>financement sur titres</strong> est un prêt : vous empruntez de l'argent pour une durée fixée et le remboursez avec des intérêts. Le contrat indique la devise, le montant, la durée en jours, le taux d'intérêt et le <strong>taux de pénalité</strong> applicable en cas de remboursement tardif. Vous le signez avant tout versement.</p><h3>Un exemple chiffré</h3><p>Emprunter 10 000 pendant 30 jours à 5 % par an, intérêts calculés sur une année de 365 jours : 10 000 × 5 % × 30 ÷ 365 ≈ <strong>41,10</strong> d'intérêts. Ces chiffres illustrent seulement le calcul ; votre contrat donne le taux réel et le décompte des jours.</p><p>Investir avec de l'argent emprunté amplifie les gains comme les pertes. Le prêt et ses intérêts restent dus, quelle que soit l'évolution de vos placements.</p>`,
      },
      es: {
        title: 'Financiación de valores: préstamo, intereses y penalizaciones',
        summary:
          'Un préstamo tiene divisa, plazo en días, tipo de interés y tipo de penalización por retraso, todo indicado en el contrato antes de firmar.',
        body: `<p>La <strong>financiación de valores</strong> es un préstamo: tomas dinero prestado durante un plazo fijo y lo devuelves con intereses. El contrato indica la divisa, el importe, el plazo en días, el tipo de interés y el <strong>tipo de penalización</strong> que se aplica si devuelves tarde. Lo firmas antes de que se preste nada.</p><h3>Un ejemplo práctico</h3><p>Pedir 10.000 durante 30 días al 5 % anual, con intereses calculados sobre un año de 365 días: 10.000 × 5 % × 30 ÷ 365 ≈ <strong>41,10</strong> de intereses. Las cifras solo ilustran el cálculo; tu contrato indica el tipo real y el cómputo de días.</p><p>Invertir con dinero prestado amplifica tanto las ganancias como las pérdidas. El préstamo y sus intereses se deben sea cual sea el resultado de tus inversiones.</p>`,
      },
      jp: {
        title: '株式融資：借入、利息、遅延損害金',
        summary:
          '融資には通貨、日数で示す期間、金利、返済遅延時の延滞利率があり、いずれも署名前に契約書に明記されます。',
        body: `<p><strong>株式融資</strong>は借入です。決められた期間お金を借り、利息を付けて返済します。契約書には通貨、金額、日数で示す期間、金利、返済が遅れた場合に適用される<strong>延滞利率</strong>が記載されます。資金が貸し出される前に署名します。</p><h3>計算例</h3><p>10,000を年利5%で30日間借り、1年を365日として利息を計算する場合：10,000 × 5% × 30 ÷ 365 ≈ <strong>41.10</strong>の利息になります。これは計算方法を示すための例にすぎず、実際の金利と日数計算は契約書に記載されます。</p><p>借入による投資は、利益も損失も大きくします。投資の結果にかかわらず、借入金と利息は返済しなければなりません。</p>`,
      },
      'zh-Hans': {
        title: '股票融资：借款、利息与罚息',
        summary: '借款包含币种、以天计的期限、利率以及逾期还款的罚息利率，均在签署前写明于协议中。',
        body: `<p><strong>股票融资</strong>是一种借款：您在约定期限内借入资金，并连同利息归还。协议会写明币种、金额、以天计的期限、利率，以及逾期还款时适用的<strong>罚息利率</strong>。在放款之前由您签署。</p><h3>计算示例</h3><p>以年利率5%借入10,000，期限30天，按一年365天计息：10,000 × 5% × 30 ÷ 365 ≈ <strong>41.10</strong>的利息。以上数字仅用于说明计算方法，实际利率和计息天数以您的协议为准。</p><p>借钱投资会同时放大收益和亏损。无论投资结果如何，借款本金和利息都必须偿还。</p>`,
      },
    },
  },
  {
    slug: 'what-is-a-fund',
    category: 'products',
    publishedAt: '2026-11-06T08:00:00Z',
    text: {
      en: {
        title: 'What a fund is',
        summary:
          'A fund pools many investors’ money into one portfolio. One purchase spreads your money across many holdings; costs and risks still apply.',
        body: `<p>A <strong>fund</strong> collects money from many investors and invests it in a portfolio of securities, run by a manager or by the rules of an index. Each investor owns a share of the whole.</p><ul><li><strong>Exchange-traded funds (ETFs)</strong> trade on an exchange during market hours, like shares.</li><li>A fund's value rises and falls with what it holds. A fund that holds many securities spreads risk, but a fund focused on one sector or country does not spread it much.</li><li>Funds charge ongoing costs, which reduce returns year after year: compare them.</li></ul>`,
      },
      de: {
        title: 'Was ein Fonds ist',
        summary:
          'Ein Fonds bündelt das Geld vieler Anleger in einem Portfolio. Ein Kauf verteilt Ihr Geld auf viele Positionen; Kosten und Risiken bleiben.',
        body: `<p>Ein <strong>Fonds</strong> sammelt Geld vieler Anlegerinnen und Anleger und investiert es in ein Portfolio von Wertpapieren, verwaltet von einem Management oder nach den Regeln eines Index. Jeder Anleger besitzt einen Anteil am Ganzen.</p><ul><li><strong>Börsengehandelte Fonds (ETFs)</strong> werden während der Handelszeiten an der Börse gehandelt, wie Aktien.</li><li>Der Wert eines Fonds steigt und fällt mit seinen Beständen. Ein Fonds mit vielen Wertpapieren streut das Risiko, ein auf eine Branche oder ein Land konzentrierter Fonds kaum.</li><li>Fonds berechnen laufende Kosten, die die Rendite Jahr für Jahr schmälern: Vergleichen Sie sie.</li></ul>`,
      },
      it: {
        title: "Che cos'è un fondo",
        summary:
          'Un fondo riunisce il denaro di molti investitori in un unico portafoglio. Con un solo acquisto distribuisci il denaro su molti titoli; costi e rischi restano.',
        body: `<p>Un <strong>fondo</strong> raccoglie denaro da molti investitori e lo investe in un portafoglio di titoli, gestito da un gestore o secondo le regole di un indice. Ogni investitore possiede una quota dell'insieme.</p><ul><li>I <strong>fondi negoziati in borsa (ETF)</strong> si comprano e vendono in borsa durante l'orario di negoziazione, come le azioni.</li><li>Il valore di un fondo sale e scende con ciò che detiene. Un fondo con molti titoli distribuisce il rischio, uno concentrato su un settore o un paese lo distribuisce poco.</li><li>I fondi applicano costi correnti che riducono il rendimento anno dopo anno: confrontali.</li></ul>`,
      },
      fr: {
        title: "Qu'est-ce qu'un fonds ?",
        summary:
          "Un fonds réunit l'argent de nombreux investisseurs dans un seul portefeuille. Un seul achat répartit votre argent sur de nombreuses lignes ; les frais et les risques demeurent.",
        body: `<p>Un <strong>fonds</strong> collecte l'argent de nombreux investisseurs et l'investit dans un portefeuille de titres, géré par un gérant ou selon les règles d'un indice. Chaque investisseur détient une part de l'ensemble.</p><ul><li>Les <strong>fonds cotés (ETF)</strong> se négocient en bourse pendant les heures de cotation, comme des actions.</li><li>La valeur d'un fonds monte et baisse avec ce qu'il détient. Un fonds composé de nombreux titres répartit le risque, un fonds concentré sur un secteur ou un pays le répartit peu.</li><li>Les fonds prélèvent des frais courants qui réduisent le rendement année après année : comparez-les.</li></ul>`,
      },
      es: {
        title: 'Qué es un fondo',
        summary:
          'Un fondo reúne el dinero de muchos inversores en una sola cartera. Con una compra repartes tu dinero entre muchos valores; los costes y los riesgos siguen ahí.',
        body: `<p>Un <strong>fondo</strong> reúne dinero de muchos inversores y lo invierte en una cartera de valores, gestionada por un gestor o según las reglas de un índice. Cada inversor posee una parte del conjunto.</p><ul><li>Los <strong>fondos cotizados (ETF)</strong> se negocian en bolsa durante el horario de mercado, como las acciones.</li><li>El valor de un fondo sube y baja con lo que contiene. Un fondo con muchos valores reparte el riesgo; uno centrado en un sector o un país apenas lo reparte.</li><li>Los fondos cobran gastos corrientes que reducen la rentabilidad año tras año: compáralos.</li></ul>`,
      },
      jp: {
        title: 'ファンドとは',
        summary:
          'ファンドは多くの投資家の資金を一つのポートフォリオにまとめます。1回の購入で資金を多くの銘柄に分散できますが、費用とリスクはあります。',
        body: `<p><strong>ファンド</strong>は多くの投資家から資金を集め、運用担当者の判断や指数のルールに従って、証券のポートフォリオに投資します。各投資家は全体の持分を保有します。</p><ul><li><strong>上場投資信託（ETF）</strong>は、株式と同じように取引時間中に取引所で売買されます。</li><li>ファンドの価値は保有資産に応じて上下します。多くの銘柄を保有するファンドはリスクを分散しますが、特定の業種や国に集中したファンドはあまり分散しません。</li><li>ファンドには毎年リターンを押し下げる信託報酬などの費用がかかります。比較してください。</li></ul>`,
      },
      'zh-Hans': {
        title: '什么是基金',
        summary:
          '基金把众多投资者的资金汇集到一个投资组合中。一次购买即可分散到许多持仓，但费用和风险依然存在。',
        body: `<p><strong>基金</strong>汇集众多投资者的资金，由基金经理管理或按照指数规则，投资于一篮子证券。每位投资者持有整体的一部分份额。</p><ul><li><strong>交易所交易基金（ETF）</strong>与股票一样，在交易时间内于交易所买卖。</li><li>基金的价值随其持仓涨跌。持有众多证券的基金能分散风险，而集中于某一行业或国家的基金分散作用有限。</li><li>基金会收取持续性费用，年复一年地降低收益：请加以比较。</li></ul>`,
      },
    },
  },
];
