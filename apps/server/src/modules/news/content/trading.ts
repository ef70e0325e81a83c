import type { ArticleContent } from './types.ts';

/** How orders and markets work: order types, trading hours, block trades, watchlists. */
export const TRADING_ARTICLES: ArticleContent[] = [
  {
    slug: 'market-and-limit-orders',
    category: 'trading',
    publishedAt: '2026-11-15T08:00:00Z',
    text: {
      en: {
        title: 'Market orders and limit orders',
        summary:
          'A market order trades now at the best available price; a limit order trades only at your price or better, and may not trade at all.',
        body: `<p>A <strong>market order</strong> buys or sells straight away at the best price available. It is certain to trade while the market is open, but the price is not: in a fast market it can differ from the last price you saw.</p><p>A <strong>limit order</strong> sets the worst price you accept: a buy limit trades at that price or lower, a sell limit at that price or higher. The price is certain, the trade is not: if the market never reaches your limit, nothing happens.</p><p>While a buy limit order is open, the money it needs is held from your available cash; cancelling the order releases it.</p>`,
      },
      de: {
        title: 'Market-Order und Limit-Order',
        summary:
          'Eine Market-Order handelt sofort zum besten verfügbaren Kurs; eine Limit-Order nur zu Ihrem Kurs oder besser – und womöglich gar nicht.',
        body: `<p>Eine <strong>Market-Order</strong> (Bestens-Auftrag) kauft oder verkauft sofort zum besten verfügbaren Kurs. Bei geöffnetem Markt wird sie sicher ausgeführt, der Kurs ist aber nicht sicher: In schnellen Märkten kann er vom zuletzt gesehenen abweichen.</p><p>Eine <strong>Limit-Order</strong> legt den schlechtesten Kurs fest, den Sie akzeptieren: Ein Kauflimit wird zu diesem Kurs oder darunter ausgeführt, ein Verkaufslimit zu diesem Kurs oder darüber. Der Kurs ist sicher, die Ausführung nicht: Erreicht der Markt Ihr Limit nie, passiert nichts.</p><p>Solange eine Kauf-Limit-Order offen ist, wird das benötigte Geld von Ihrem verfügbaren Guthaben reserviert; eine Stornierung gibt es wieder frei.</p>`,
      },
      it: {
        title: 'Ordini al mercato e ordini con limite di prezzo',
        summary:
          'Un ordine al mercato viene eseguito subito al miglior prezzo disponibile; un ordine con limite solo al tuo prezzo o meglio, e potrebbe non essere eseguito affatto.',
        body: `<p>Un <strong>ordine al mercato</strong> compra o vende subito al miglior prezzo disponibile. Con il mercato aperto l'esecuzione è certa, il prezzo no: in un mercato veloce può differire dall'ultimo prezzo che hai visto.</p><p>Un <strong>ordine con limite di prezzo</strong> fissa il prezzo peggiore che accetti: un limite in acquisto viene eseguito a quel prezzo o meno, un limite in vendita a quel prezzo o più. Il prezzo è certo, l'esecuzione no: se il mercato non raggiunge mai il tuo limite, non succede nulla.</p><p>Finché un ordine di acquisto con limite è aperto, il denaro necessario resta vincolato sul tuo saldo disponibile; annullando l'ordine viene rilasciato.</p>`,
      },
      fr: {
        title: 'Ordres au marché et ordres à cours limité',
        summary:
          "Un ordre au marché s'exécute tout de suite au meilleur prix disponible ; un ordre à cours limité seulement à votre prix ou mieux, et peut ne jamais s'exécuter.",
        body: `<p>Un <strong>ordre au marché</strong> achète ou vend immédiatement au meilleur prix disponible. Marché ouvert, son exécution est certaine, mais pas son prix : sur un marché rapide, il peut différer du dernier cours affiché.</p><p>Un <strong>ordre à cours limité</strong> fixe le prix le moins favorable que vous acceptez : une limite d'achat s'exécute à ce prix ou moins, une limite de vente à ce prix ou plus. Le prix est certain, l'exécution non : si le marché n'atteint jamais votre limite, rien ne se passe.</p><p>Tant qu'un ordre d'achat à cours limité est ouvert, l'argent nécessaire est bloqué sur votre solde disponible ; l'annulation de l'ordre le libère.</p>`,
      },
      es: {
        title: 'Órdenes de mercado y órdenes limitadas',
        summary:
          'Una orden de mercado se ejecuta ya al mejor precio disponible; una orden limitada solo a tu precio o mejor, y puede no ejecutarse nunca.',
        body: `<p>Una <strong>orden de mercado</strong> compra o vende de inmediato al mejor precio disponible. Con el mercado abierto su ejecución es segura, pero su precio no: en un mercado rápido puede diferir del último precio que viste.</p><p>Una <strong>orden limitada</strong> fija el peor precio que aceptas: un límite de compra se ejecuta a ese precio o inferior, un límite de venta a ese precio o superior. El precio es seguro, la ejecución no: si el mercado nunca alcanza tu límite, no ocurre nada.</p><p>Mientras una orden limitada de compra está abierta, el dinero que necesita queda retenido de tu saldo disponible; cancelarla lo libera.</p>`,
      },
      jp: {
        title: '成行注文と指値注文',
        summary:
          '成行注文はその時点の最良価格ですぐに約定し、指値注文は指定価格かそれより有利な価格でのみ約定します。約定しないこともあります。',
        body: `<p><strong>成行注文</strong>は、その時点で最も有利な価格ですぐに売買します。市場が開いていれば約定は確実ですが、価格は確実ではありません。値動きの速い相場では、直前に見た価格と異なることがあります。</p><p><strong>指値注文</strong>は、受け入れられる最も不利な価格を指定します。買いの指値はその価格以下で、売りの指値はその価格以上で約定します。価格は確実ですが、約定は確実ではありません。相場が指値に届かなければ、何も起こりません。</p><p>買いの指値注文が有効な間、必要な資金は利用可能残高から拘束され、注文を取り消すと解除されます。</p>`,
      },
      'zh-Hans': {
        title: '市价单与限价单',
        summary:
          '市价单以当前最优价格立即成交；限价单只以您设定的价格或更优价格成交，也可能始终不成交。',
        body: `<p><strong>市价单</strong>以当前可得的最优价格立即买入或卖出。在开市期间必定成交，但成交价格不确定：在行情快速变动时，可能与您最后看到的价格不同。</p><p><strong>限价单</strong>设定您能接受的最差价格：买入限价单以该价格或更低价格成交，卖出限价单以该价格或更高价格成交。价格确定，但成交不确定：如果市场始终未达到您的限价，订单就不会成交。</p><p>买入限价单未成交期间，所需资金会从您的可用余额中冻结；撤单后即释放。</p>`,
      },
    },
  },
  {
    slug: 'stop-loss-and-take-profit',
    category: 'trading',
    publishedAt: '2026-11-14T08:00:00Z',
    text: {
      en: {
        title: 'Stop loss and take profit',
        summary:
          'Two price levels that close a position automatically: one to limit a loss, one to secure a gain. Neither is a guarantee.',
        body: `<p>When you hold a position you can set two levels:</p><ul><li><strong>Stop loss</strong>: if the price moves against you to this level, the position is closed to limit the loss.</li><li><strong>Take profit</strong>: if the price reaches this level in your favour, the position is closed and the gain is realised.</li></ul><p>Both close at the market once triggered, so the actual price can be worse than the level, for example when a market opens after a gap. A stop loss limits losses in normal conditions; it cannot promise an exact price.</p>`,
      },
      de: {
        title: 'Stop-Loss und Take-Profit',
        summary:
          'Zwei Kursmarken, die eine Position automatisch schließen: eine begrenzt Verluste, eine sichert Gewinne. Keine ist eine Garantie.',
        body: `<p>Für eine offene Position können Sie zwei Marken setzen:</p><ul><li><strong>Stop-Loss</strong>: Bewegt sich der Kurs bis zu dieser Marke gegen Sie, wird die Position geschlossen, um den Verlust zu begrenzen.</li><li><strong>Take-Profit</strong>: Erreicht der Kurs diese Marke zu Ihren Gunsten, wird die Position geschlossen und der Gewinn realisiert.</li></ul><p>Nach dem Auslösen wird jeweils zum Marktkurs geschlossen; der tatsächliche Kurs kann also schlechter als die Marke sein, etwa wenn ein Markt mit einer Kurslücke eröffnet. Ein Stop-Loss begrenzt Verluste unter normalen Bedingungen, einen exakten Kurs kann er nicht versprechen.</p>`,
      },
      it: {
        title: 'Stop loss e take profit',
        summary:
          'Due livelli di prezzo che chiudono automaticamente una posizione: uno per limitare una perdita, uno per incassare un guadagno. Nessuno dei due è una garanzia.',
        body: `<p>Su una posizione aperta puoi impostare due livelli:</p><ul><li><strong>Stop loss</strong>: se il prezzo si muove contro di te fino a questo livello, la posizione viene chiusa per limitare la perdita.</li><li><strong>Take profit</strong>: se il prezzo raggiunge questo livello a tuo favore, la posizione viene chiusa e il guadagno realizzato.</li></ul><p>Una volta attivati, entrambi chiudono al prezzo di mercato, quindi il prezzo effettivo può essere peggiore del livello, ad esempio quando un mercato apre con un gap. Uno stop loss limita le perdite in condizioni normali, ma non può promettere un prezzo esatto.</p>`,
      },
      fr: {
        title: 'Stop loss et take profit',
        summary:
          'Deux niveaux de prix qui clôturent automatiquement une position : l’un pour limiter une perte, l’autre pour sécuriser un gain. Aucun n’est une garantie.',
        body: `<p>Sur une position ouverte, vous pouvez fixer deux niveaux :</p><ul><li><strong>Stop loss</strong> : si le cours évolue contre vous jusqu'à ce niveau, la position est clôturée pour limiter la perte.</li><li><strong>Take profit</strong> : si le cours atteint ce niveau en votre faveur, la position est clôturée et le gain réalisé.</li></ul><p>Une fois déclenchés, tous deux clôturent au prix du marché ; le prix obtenu peut donc être moins bon que le niveau, par exemple lorsqu'un marché ouvre en gap. Un stop loss limite les pertes dans des conditions normales, il ne peut pas promettre un prix exact.</p>`,
      },
      es: {
        title: 'Stop loss y take profit',
        summary:
          'Dos niveles de precio que cierran una posición automáticamente: uno para limitar una pérdida y otro para asegurar una ganancia. Ninguno es una garantía.',
        body: `<p>En una posición abierta puedes fijar dos niveles:</p><ul><li><strong>Stop loss</strong>: si el precio se mueve en tu contra hasta este nivel, la posición se cierra para limitar la pérdida.</li><li><strong>Take profit</strong>: si el precio alcanza este nivel a tu favor, la posición se cierra y la ganancia se realiza.</li></ul><p>Una vez activados, ambos cierran a precio de mercado, así que el precio real puede ser peor que el nivel, por ejemplo cuando un mercado abre con un hueco. Un stop loss limita las pérdidas en condiciones normales; no puede prometer un precio exacto.</p>`,
      },
      jp: {
        title: 'ストップロスとテイクプロフィット',
        summary:
          'ポジションを自動的に決済する2つの価格水準です。一方は損失を限定し、もう一方は利益を確定します。どちらも保証ではありません。',
        body: `<p>保有中のポジションには、2つの水準を設定できます。</p><ul><li><strong>ストップロス（損切り）</strong>：価格が不利な方向にこの水準まで動くと、損失を限定するためにポジションが決済されます。</li><li><strong>テイクプロフィット（利益確定）</strong>：価格が有利な方向にこの水準に達すると、ポジションが決済され利益が確定します。</li></ul><p>どちらも発動後は成行で決済されるため、たとえば市場が窓を開けて寄り付いた場合など、実際の価格が設定水準より不利になることがあります。ストップロスは通常の相場では損失を限定しますが、正確な価格を約束するものではありません。</p>`,
      },
      'zh-Hans': {
        title: '止损与止盈',
        summary: '两个自动平仓的价格水平：一个用于限制亏损，一个用于锁定收益。两者都不是保证。',
        body: `<p>持有仓位时，您可以设置两个价格水平：</p><ul><li><strong>止损</strong>：当价格向不利方向变动到该水平时，仓位会被平仓以限制亏损。</li><li><strong>止盈</strong>：当价格向有利方向达到该水平时，仓位会被平仓并实现收益。</li></ul><p>两者触发后都按市价平仓，因此实际成交价可能比设定水平更差，例如市场跳空开盘时。止损在正常行情下可以限制亏损，但无法保证精确的成交价格。</p>`,
      },
    },
  },
  {
    slug: 'trading-hours-asia',
    category: 'trading',
    publishedAt: '2026-11-13T08:00:00Z',
    text: {
      en: {
        title: 'Trading hours in Asia: lunch breaks included',
        summary:
          'Shanghai, Shenzhen, Hong Kong, Singapore and Kuala Lumpur pause for lunch; Taipei trades straight through the morning.',
        body: `<p>Continuous trading sessions on a normal day, in local time (all these markets are on UTC+8 and do not change the clock in summer):</p><ul><li><strong>Shanghai (CN) and Shenzhen (SZ)</strong>: 09:30–11:30 and 13:00–15:00.</li><li><strong>Hong Kong (HK)</strong>: 09:30–12:00 and 13:00–16:00.</li><li><strong>Singapore (SG)</strong>: 09:00–12:00 and 13:00–17:00.</li><li><strong>Malaysia (MY)</strong>: 09:00–12:30 and 14:30–17:00.</li><li><strong>Taiwan (TW)</strong>: 09:00–13:30, with no lunch break.</li></ul><p>Orders placed during a break or outside these hours wait for the next session. Markets close on their public holidays, and Hong Kong and Singapore trade only in the morning on some eves, such as those of Lunar New Year. Exchanges also hold auctions around the open and close, which are not listed here.</p>`,
      },
      de: {
        title: 'Handelszeiten in Asien: Mittagspausen inklusive',
        summary:
          'Shanghai, Shenzhen, Hongkong, Singapur und Kuala Lumpur pausieren mittags; Taipeh handelt den Vormittag durch.',
        body: `<p>Fortlaufender Handel an einem normalen Tag, in Ortszeit (alle diese Märkte liegen auf UTC+8 und stellen im Sommer die Uhr nicht um):</p><ul><li><strong>Shanghai (CN) und Shenzhen (SZ)</strong>: 09:30–11:30 und 13:00–15:00.</li><li><strong>Hongkong (HK)</strong>: 09:30–12:00 und 13:00–16:00.</li><li><strong>Singapur (SG)</strong>: 09:00–12:00 und 13:00–17:00.</li><li><strong>Malaysia (MY)</strong>: 09:00–12:30 und 14:30–17:00.</li><li><strong>Taiwan (TW)</strong>: 09:00–13:30, ohne Mittagspause.</li></ul><p>Aufträge, die in einer Pause oder außerhalb dieser Zeiten erteilt werden, warten auf die nächste Sitzung. An ihren Feiertagen sind die Märkte geschlossen, und Hongkong und Singapur handeln an manchen Vortagen, etwa vor dem Mondneujahr, nur vormittags. Die Börsen halten zudem Auktionen rund um Eröffnung und Schluss ab, die hier nicht aufgeführt sind.</p>`,
      },
      it: {
        title: 'Orari di negoziazione in Asia: pause pranzo comprese',
        summary:
          'Shanghai, Shenzhen, Hong Kong, Singapore e Kuala Lumpur si fermano per pranzo; Taipei negozia senza interruzioni fino al primo pomeriggio.',
        body: `<p>Sessioni di negoziazione continua in un giorno normale, in ora locale (tutti questi mercati sono su UTC+8 e non adottano l'ora legale):</p><ul><li><strong>Shanghai (CN) e Shenzhen (SZ)</strong>: 09:30–11:30 e 13:00–15:00.</li><li><strong>Hong Kong (HK)</strong>: 09:30–12:00 e 13:00–16:00.</li><li><strong>Singapore (SG)</strong>: 09:00–12:00 e 13:00–17:00.</li><li><strong>Malesia (MY)</strong>: 09:00–12:30 e 14:30–17:00.</li><li><strong>Taiwan (TW)</strong>: 09:00–13:30, senza pausa pranzo.</li></ul><p>Gli ordini inseriti durante una pausa o fuori da questi orari attendono la sessione successiva. I mercati chiudono nei loro giorni festivi, e Hong Kong e Singapore negoziano solo al mattino in alcune vigilie, come quella del Capodanno lunare. Le borse tengono anche aste all'apertura e alla chiusura, non elencate qui.</p>`,
      },
      fr: {
        title: 'Horaires de cotation en Asie : pauses déjeuner comprises',
        summary:
          'Shanghai, Shenzhen, Hong Kong, Singapour et Kuala Lumpur font une pause à midi ; Taipei cote sans interruption jusqu’en début d’après-midi.',
        body: `<p>Séances de cotation en continu un jour normal, en heure locale (tous ces marchés sont à UTC+8 et ne changent pas d'heure en été) :</p><ul><li><strong>Shanghai (CN) et Shenzhen (SZ)</strong> : 09:30–11:30 et 13:00–15:00.</li><li><strong>Hong Kong (HK)</strong> : 09:30–12:00 et 13:00–16:00.</li><li><strong>Singapour (SG)</strong> : 09:00–12:00 et 13:00–17:00.</li><li><strong>Malaisie (MY)</strong> : 09:00–12:30 et 14:30–17:00.</li><li><strong>Taïwan (TW)</strong> : 09:00–13:30, sans pause déjeuner.</li></ul><p>Les ordres passés pendant une pause ou en dehors de ces horaires attendent la séance suivante. Les marchés ferment les jours fériés locaux, et Hong Kong et Singapour ne cotent que le matin certaines veilles, comme celle du Nouvel An lunaire. Les bourses organisent aussi des enchères autour de l'ouverture et de la clôture, non listées ici.</p>`,
      },
      es: {
        title: 'Horarios de negociación en Asia: con pausa para comer',
        summary:
          'Shanghái, Shenzhen, Hong Kong, Singapur y Kuala Lumpur paran a mediodía; Taipéi negocia sin pausa hasta primera hora de la tarde.',
        body: `<p>Sesiones de negociación continua en un día normal, en hora local (todos estos mercados están en UTC+8 y no cambian la hora en verano):</p><ul><li><strong>Shanghái (CN) y Shenzhen (SZ)</strong>: 09:30–11:30 y 13:00–15:00.</li><li><strong>Hong Kong (HK)</strong>: 09:30–12:00 y 13:00–16:00.</li><li><strong>Singapur (SG)</strong>: 09:00–12:00 y 13:00–17:00.</li><li><strong>Malasia (MY)</strong>: 09:00–12:30 y 14:30–17:00.</li><li><strong>Taiwán (TW)</strong>: 09:00–13:30, sin pausa para comer.</li></ul><p>Las órdenes dadas durante una pausa o fuera de este horario esperan a la siguiente sesión. Los mercados cierran en sus festivos, y Hong Kong y Singapur solo negocian por la mañana en algunas vísperas, como la del Año Nuevo lunar. Las bolsas también celebran subastas en torno a la apertura y el cierre, que no se indican aquí.</p>`,
      },
      jp: {
        title: 'アジア市場の取引時間：昼休みを含めて',
        summary:
          '上海、深セン、香港、シンガポール、クアラルンプールには昼休みがあり、台北は午前から昼過ぎまで休みなく取引します。',
        body: `<p>通常日のザラバ（連続取引）時間、現地時間です（これらの市場はすべてUTC+8で、夏時間はありません）。</p><ul><li><strong>上海（CN）・深セン（SZ）</strong>：09:30–11:30、13:00–15:00</li><li><strong>香港（HK）</strong>：09:30–12:00、13:00–16:00</li><li><strong>シンガポール（SG）</strong>：09:00–12:00、13:00–17:00</li><li><strong>マレーシア（MY）</strong>：09:00–12:30、14:30–17:00</li><li><strong>台湾（TW）</strong>：09:00–13:30、昼休みなし</li></ul><p>昼休み中や取引時間外に出した注文は、次のセッションまで待機します。各市場は現地の祝日に休場し、香港とシンガポールは旧正月の前日など一部の前日に午前のみ取引します。取引所は寄り付きと引けの前後にオークションも行いますが、ここには記載していません。</p>`,
      },
      'zh-Hans': {
        title: '亚洲市场交易时间：含午间休市',
        summary: '上海、深圳、香港、新加坡和吉隆坡设有午间休市；台北上午连续交易至午后。',
        body: `<p>正常交易日的连续竞价时段，均为当地时间（以下市场都使用UTC+8，且不实行夏令时）：</p><ul><li><strong>上海（CN）和深圳（SZ）</strong>：09:30–11:30，13:00–15:00。</li><li><strong>香港（HK）</strong>：09:30–12:00，13:00–16:00。</li><li><strong>新加坡（SG）</strong>：09:00–12:00，13:00–17:00。</li><li><strong>马来西亚（MY）</strong>：09:00–12:30，14:30–17:00。</li><li><strong>台湾（TW）</strong>：09:00–13:30，无午间休市。</li></ul><p>在休市期间或交易时间以外提交的订单，会等待下一个交易时段。各市场在当地公众假期休市，香港和新加坡在农历新年前夕等部分日子只进行上午交易。交易所在开盘和收盘前后还设有集合竞价，此处未列出。</p>`,
      },
    },
  },
  {
    slug: 'trading-hours-us-europe',
    category: 'trading',
    publishedAt: '2026-11-12T08:00:00Z',
    text: {
      en: {
        title: 'Trading hours in the US and Europe',
        summary:
          'New York trades 09:30–16:00 local time; Frankfurt, Paris and Madrid 09:00–17:30. Daylight-saving changes shift the gap between them.',
        body: `<p>Continuous trading sessions on a normal day, in local time:</p><ul><li><strong>United States (US)</strong>: 09:30–16:00 New York time.</li><li><strong>Germany (DE)</strong>: 09:00–17:30 Frankfurt time.</li><li><strong>France (FR)</strong>: 09:00–17:30 Paris time.</li><li><strong>Spain (ES)</strong>: 09:00–17:30 Madrid time.</li></ul><p>None of these markets has a lunch break. They close on their own public holidays, and some close early on certain days, for example the US market on some days before holidays.</p><p>The US and Europe switch to and from summer time on different dates, so for a few weeks in spring and autumn the usual time difference between New York and Europe is one hour shorter. The app shows each market's sessions in its own time zone.</p>`,
      },
      de: {
        title: 'Handelszeiten in den USA und Europa',
        summary:
          'New York handelt 09:30–16:00 Ortszeit, Frankfurt, Paris und Madrid 09:00–17:30. Die Sommerzeitumstellung verschiebt den Abstand dazwischen.',
        body: `<p>Fortlaufender Handel an einem normalen Tag, in Ortszeit:</p><ul><li><strong>USA (US)</strong>: 09:30–16:00 New Yorker Zeit.</li><li><strong>Deutschland (DE)</strong>: 09:00–17:30 Frankfurter Zeit.</li><li><strong>Frankreich (FR)</strong>: 09:00–17:30 Pariser Zeit.</li><li><strong>Spanien (ES)</strong>: 09:00–17:30 Madrider Zeit.</li></ul><p>Keiner dieser Märkte hat eine Mittagspause. Sie schließen an ihren eigenen Feiertagen, und manche schließen an bestimmten Tagen früher, zum Beispiel der US-Markt an einigen Tagen vor Feiertagen.</p><p>Die USA und Europa stellen an unterschiedlichen Daten auf Sommer- bzw. Winterzeit um; daher ist der übliche Zeitunterschied zwischen New York und Europa im Frühjahr und Herbst einige Wochen lang eine Stunde kürzer. Die App zeigt die Sitzungen jedes Marktes in seiner eigenen Zeitzone.</p>`,
      },
      it: {
        title: 'Orari di negoziazione negli Stati Uniti e in Europa',
        summary:
          "New York negozia dalle 09:30 alle 16:00 ora locale; Francoforte, Parigi e Madrid dalle 09:00 alle 17:30. I cambi d'ora spostano la differenza tra loro.",
        body: `<p>Sessioni di negoziazione continua in un giorno normale, in ora locale:</p><ul><li><strong>Stati Uniti (US)</strong>: 09:30–16:00 ora di New York.</li><li><strong>Germania (DE)</strong>: 09:00–17:30 ora di Francoforte.</li><li><strong>Francia (FR)</strong>: 09:00–17:30 ora di Parigi.</li><li><strong>Spagna (ES)</strong>: 09:00–17:30 ora di Madrid.</li></ul><p>Nessuno di questi mercati ha una pausa pranzo. Chiudono nei propri giorni festivi e alcuni chiudono in anticipo in certi giorni, per esempio il mercato statunitense in alcuni giorni prima delle festività.</p><p>Stati Uniti ed Europa passano all'ora legale e ne escono in date diverse, quindi per alcune settimane in primavera e in autunno la consueta differenza oraria tra New York e l'Europa si riduce di un'ora. L'app mostra le sessioni di ogni mercato nel suo fuso orario.</p>`,
      },
      fr: {
        title: 'Horaires de cotation aux États-Unis et en Europe',
        summary:
          "New York cote de 09:30 à 16:00 heure locale ; Francfort, Paris et Madrid de 09:00 à 17:30. Les changements d'heure décalent l'écart entre eux.",
        body: `<p>Séances de cotation en continu un jour normal, en heure locale :</p><ul><li><strong>États-Unis (US)</strong> : 09:30–16:00, heure de New York.</li><li><strong>Allemagne (DE)</strong> : 09:00–17:30, heure de Francfort.</li><li><strong>France (FR)</strong> : 09:00–17:30, heure de Paris.</li><li><strong>Espagne (ES)</strong> : 09:00–17:30, heure de Madrid.</li></ul><p>Aucun de ces marchés ne fait de pause déjeuner. Ils ferment lors de leurs jours fériés, et certains ferment plus tôt certains jours, par exemple le marché américain la veille de certaines fêtes.</p><p>Les États-Unis et l'Europe passent à l'heure d'été et en reviennent à des dates différentes : pendant quelques semaines au printemps et à l'automne, l'écart horaire habituel entre New York et l'Europe est réduit d'une heure. L'application affiche les séances de chaque marché dans son propre fuseau horaire.</p>`,
      },
      es: {
        title: 'Horarios de negociación en EE. UU. y Europa',
        summary:
          'Nueva York negocia de 09:30 a 16:00 hora local; Fráncfort, París y Madrid de 09:00 a 17:30. Los cambios de hora alteran la diferencia entre ellos.',
        body: `<p>Sesiones de negociación continua en un día normal, en hora local:</p><ul><li><strong>Estados Unidos (US)</strong>: 09:30–16:00, hora de Nueva York.</li><li><strong>Alemania (DE)</strong>: 09:00–17:30, hora de Fráncfort.</li><li><strong>Francia (FR)</strong>: 09:00–17:30, hora de París.</li><li><strong>España (ES)</strong>: 09:00–17:30, hora de Madrid.</li></ul><p>Ninguno de estos mercados tiene pausa para comer. Cierran en sus propios festivos y algunos cierran antes ciertos días, por ejemplo el mercado estadounidense en algunas vísperas de festivos.</p><p>Estados Unidos y Europa cambian al horario de verano y lo abandonan en fechas distintas, así que durante unas semanas en primavera y otoño la diferencia horaria habitual entre Nueva York y Europa es una hora menor. La app muestra las sesiones de cada mercado en su propia zona horaria.</p>`,
      },
      jp: {
        title: '米国と欧州の取引時間',
        summary:
          'ニューヨークは現地時間09:30–16:00、フランクフルト・パリ・マドリードは09:00–17:30に取引します。夏時間の切り替えで時差が変わります。',
        body: `<p>通常日のザラバ（連続取引）時間、現地時間です。</p><ul><li><strong>米国（US）</strong>：ニューヨーク時間09:30–16:00</li><li><strong>ドイツ（DE）</strong>：フランクフルト時間09:00–17:30</li><li><strong>フランス（FR）</strong>：パリ時間09:00–17:30</li><li><strong>スペイン（ES）</strong>：マドリード時間09:00–17:30</li></ul><p>これらの市場には昼休みがありません。各市場はそれぞれの祝日に休場し、たとえば米国市場の一部の祝日前日のように、特定の日に早く取引を終える市場もあります。</p><p>米国と欧州では夏時間の開始日と終了日が異なるため、春と秋の数週間は、ニューヨークと欧州の通常の時差が1時間短くなります。アプリでは各市場のセッションをその市場のタイムゾーンで表示します。</p>`,
      },
      'zh-Hans': {
        title: '美国和欧洲市场的交易时间',
        summary:
          '纽约当地时间09:30–16:00交易；法兰克福、巴黎和马德里为09:00–17:30。夏令时切换会改变两地的时差。',
        body: `<p>正常交易日的连续交易时段，均为当地时间：</p><ul><li><strong>美国（US）</strong>：纽约时间09:30–16:00。</li><li><strong>德国（DE）</strong>：法兰克福时间09:00–17:30。</li><li><strong>法国（FR）</strong>：巴黎时间09:00–17:30。</li><li><strong>西班牙（ES）</strong>：马德里时间09:00–17:30。</li></ul><p>这些市场都没有午间休市。它们在各自的公众假期休市，部分市场在特定日子会提前收市，例如美国市场在某些节假日前一天。</p><p>美国和欧洲开始和结束夏令时的日期不同，因此每年春季和秋季有几周时间，纽约与欧洲之间的通常时差会缩短一小时。应用会以各市场所在时区显示其交易时段。</p>`,
      },
    },
  },
  {
    slug: 'what-is-a-block-trade',
    category: 'trading',
    publishedAt: '2026-11-11T08:00:00Z',
    text: {
      en: {
        title: 'What a block trade is',
        summary:
          'On this platform a block trade is a single transaction of 10,000 shares or more, arranged at a stated price rather than through the public order book.',
        body: `<p>A <strong>block trade</strong> is one large transaction. On this platform the threshold is <strong>10,000 shares or more</strong> in a single transaction.</p><p>Large orders sent to the public order book can move the price against the person placing them. Block trades are therefore usually arranged separately, at a price agreed in advance, which can be above or below the current market price.</p><ul><li>Each block offer states its price, quantity and conditions before you order.</li><li>A block is a large amount in one security: consider how it fits the rest of your holdings.</li></ul>`,
      },
      de: {
        title: 'Was ein Blockhandel ist',
        summary:
          'Auf dieser Plattform ist ein Blockhandel eine einzelne Transaktion über 10.000 Aktien oder mehr, zu einem angegebenen Preis statt über das öffentliche Orderbuch.',
        body: `<p>Ein <strong>Blockhandel</strong> ist eine einzelne große Transaktion. Auf dieser Plattform liegt die Schwelle bei <strong>10.000 Aktien oder mehr</strong> in einer Transaktion.</p><p>Große Aufträge im öffentlichen Orderbuch können den Kurs gegen den Auftraggeber bewegen. Blockgeschäfte werden daher meist gesondert vereinbart, zu einem vorab festgelegten Preis, der über oder unter dem aktuellen Marktkurs liegen kann.</p><ul><li>Jedes Blockangebot nennt Preis, Menge und Bedingungen, bevor Sie ordern.</li><li>Ein Block ist ein großer Betrag in einem einzigen Wertpapier: Bedenken Sie, wie er zu Ihren übrigen Anlagen passt.</li></ul>`,
      },
      it: {
        title: "Che cos'è un'operazione a blocchi",
        summary:
          "Su questa piattaforma un'operazione a blocchi è una singola transazione di 10.000 azioni o più, conclusa a un prezzo dichiarato invece che sul book pubblico.",
        body: `<p>Un'<strong>operazione a blocchi</strong> (block trade) è una singola transazione di grandi dimensioni. Su questa piattaforma la soglia è di <strong>10.000 azioni o più</strong> in un'unica transazione.</p><p>I grandi ordini inviati al book pubblico possono muovere il prezzo a sfavore di chi li inserisce. Per questo le operazioni a blocchi si concordano di solito a parte, a un prezzo stabilito in anticipo, che può essere superiore o inferiore al prezzo di mercato.</p><ul><li>Ogni offerta a blocchi indica prezzo, quantità e condizioni prima che tu ordini.</li><li>Un blocco è un importo elevato in un solo titolo: valuta come si inserisce nel resto del tuo portafoglio.</li></ul>`,
      },
      fr: {
        title: "Qu'est-ce qu'une transaction de bloc ?",
        summary:
          'Sur cette plateforme, une transaction de bloc est une opération unique de 10 000 actions ou plus, conclue à un prix annoncé plutôt que dans le carnet d’ordres public.',
        body: `<p>Une <strong>transaction de bloc</strong> est une seule opération de grande taille. Sur cette plateforme, le seuil est de <strong>10 000 actions ou plus</strong> en une seule opération.</p><p>Un gros ordre envoyé dans le carnet d'ordres public peut faire évoluer le cours au détriment de son auteur. Les blocs se négocient donc généralement à part, à un prix convenu à l'avance, qui peut être supérieur ou inférieur au cours du marché.</p><ul><li>Chaque offre de bloc indique son prix, sa quantité et ses conditions avant que vous passiez l'ordre.</li><li>Un bloc représente un montant important sur un seul titre : réfléchissez à sa place dans le reste de vos placements.</li></ul>`,
      },
      es: {
        title: 'Qué es una operación de bloque',
        summary:
          'En esta plataforma, una operación de bloque es una única transacción de 10.000 acciones o más, cerrada a un precio indicado en lugar de en el libro de órdenes público.',
        body: `<p>Una <strong>operación de bloque</strong> es una sola transacción de gran tamaño. En esta plataforma el umbral es de <strong>10.000 acciones o más</strong> en una única transacción.</p><p>Las órdenes grandes enviadas al libro de órdenes público pueden mover el precio en contra de quien las envía. Por eso los bloques suelen pactarse aparte, a un precio acordado de antemano, que puede estar por encima o por debajo del precio de mercado.</p><ul><li>Cada oferta de bloque indica su precio, cantidad y condiciones antes de que ordenes.</li><li>Un bloque es un importe grande en un solo valor: piensa cómo encaja con el resto de tus inversiones.</li></ul>`,
      },
      jp: {
        title: 'ブロック取引とは',
        summary:
          '本プラットフォームでは、1回の取引で10,000株以上の売買をブロック取引といい、公開の板ではなく提示価格で成立します。',
        body: `<p><strong>ブロック取引</strong>とは、1回で行う大口の取引です。本プラットフォームでは、1回の取引で<strong>10,000株以上</strong>が基準です。</p><p>大口の注文を公開の板に出すと、注文者に不利な方向へ価格が動くことがあります。そのためブロック取引は通常、別途、事前に合意した価格で行われ、その価格は市場価格より高いことも低いこともあります。</p><ul><li>各ブロックの案件は、注文前に価格、数量、条件を表示します。</li><li>ブロックは1銘柄への大きな金額です。ほかの保有資産とのバランスを考えてください。</li></ul>`,
      },
      'zh-Hans': {
        title: '什么是大宗交易',
        summary:
          '在本平台，大宗交易是指单笔10,000股或以上的交易，按公布的价格成交，而不经过公开委托簿。',
        body: `<p><strong>大宗交易</strong>是一笔大额交易。在本平台，标准为单笔交易<strong>10,000股或以上</strong>。</p><p>大额订单若直接进入公开委托簿，可能使价格朝不利于下单者的方向变动。因此大宗交易通常单独安排，以事先约定的价格成交，该价格可能高于或低于当前市场价格。</p><ul><li>每个大宗交易项目在您下单前都会列明价格、数量和条件。</li><li>大宗交易是在单一证券上的大额投入：请考虑它与您其他持仓的配比。</li></ul>`,
      },
    },
  },
  {
    slug: 'using-watchlists',
    category: 'trading',
    publishedAt: '2026-11-10T08:00:00Z',
    text: {
      en: {
        title: 'Keeping watchlists',
        summary:
          'Group the instruments you follow into named lists, reorder them, and see their prices at a glance without buying anything.',
        body: `<p>A <strong>watchlist</strong> is a named list of instruments you want to follow, for example one per market or per theme. Adding an instrument to a watchlist does not buy it and costs nothing.</p><ul><li>Create several lists and give each a name.</li><li>Add instruments from search or from an instrument's page; reorder or remove them on the manage page.</li><li>Prices in your lists update live; when they come from the simulator they carry the label <em>Simulated prices</em>.</li></ul>`,
      },
      de: {
        title: 'Beobachtungslisten führen',
        summary:
          'Ordnen Sie die Werte, die Sie verfolgen, in benannte Listen, sortieren Sie sie und sehen Sie ihre Kurse auf einen Blick, ohne etwas zu kaufen.',
        body: `<p>Eine <strong>Beobachtungsliste</strong> (Watchlist) ist eine benannte Liste von Werten, die Sie verfolgen möchten, etwa eine pro Markt oder Thema. Einen Wert auf die Liste zu setzen, kauft ihn nicht und kostet nichts.</p><ul><li>Legen Sie mehrere Listen an und geben Sie jeder einen Namen.</li><li>Fügen Sie Werte über die Suche oder die Seite eines Wertes hinzu; sortieren oder entfernen Sie sie auf der Verwaltungsseite.</li><li>Die Kurse in Ihren Listen aktualisieren sich laufend; stammen sie aus dem Simulator, tragen sie den Hinweis <em>Simulierte Kurse</em>.</li></ul>`,
      },
      it: {
        title: 'Tenere le liste di osservazione',
        summary:
          'Raggruppa gli strumenti che segui in liste con un nome, riordinale e guarda i prezzi a colpo d’occhio senza comprare nulla.',
        body: `<p>Una <strong>lista di osservazione</strong> (watchlist) è un elenco con un nome degli strumenti che vuoi seguire, per esempio uno per mercato o per tema. Aggiungere uno strumento a una lista non lo acquista e non costa nulla.</p><ul><li>Crea più liste e dai un nome a ciascuna.</li><li>Aggiungi strumenti dalla ricerca o dalla pagina di uno strumento; riordinali o rimuovili nella pagina di gestione.</li><li>I prezzi nelle tue liste si aggiornano in tempo reale; quando provengono dal simulatore riportano l'etichetta <em>Prezzi simulati</em>.</li></ul>`,
      },
      fr: {
        title: 'Tenir des listes de suivi',
        summary:
          'Regroupez les instruments que vous suivez dans des listes nommées, réorganisez-les et voyez leurs prix d’un coup d’œil sans rien acheter.',
        body: `<p>Une <strong>liste de suivi</strong> (watchlist) est une liste nommée d'instruments que vous souhaitez suivre, par exemple une par marché ou par thème. Ajouter un instrument à une liste ne l'achète pas et ne coûte rien.</p><ul><li>Créez plusieurs listes et donnez un nom à chacune.</li><li>Ajoutez des instruments depuis la recherche ou la page d'un instrument ; réorganisez-les ou retirez-les sur la page de gestion.</li><li>Les prix de vos listes se mettent à jour en direct ; lorsqu'ils viennent du simulateur, ils portent la mention <em>Prix simulés</em>.</li></ul>`,
      },
      es: {
        title: 'Cómo usar las listas de seguimiento',
        summary:
          'Agrupa los instrumentos que sigues en listas con nombre, ordénalas y ve sus precios de un vistazo sin comprar nada.',
        body: `<p>Una <strong>lista de seguimiento</strong> (watchlist) es una lista con nombre de los instrumentos que quieres seguir, por ejemplo una por mercado o por tema. Añadir un instrumento a una lista no lo compra y no cuesta nada.</p><ul><li>Crea varias listas y ponle nombre a cada una.</li><li>Añade instrumentos desde la búsqueda o desde la página de un instrumento; ordénalos o quítalos en la página de gestión.</li><li>Los precios de tus listas se actualizan en directo; cuando proceden del simulador llevan la etiqueta <em>Precios simulados</em>.</li></ul>`,
      },
      jp: {
        title: 'ウォッチリストの使い方',
        summary:
          '注目している銘柄を名前付きのリストにまとめて並べ替え、何も購入せずに価格をひと目で確認できます。',
        body: `<p><strong>ウォッチリスト</strong>は、注目したい銘柄を集めた名前付きのリストです。たとえば市場ごとやテーマごとに作れます。リストに銘柄を追加しても購入にはならず、費用もかかりません。</p><ul><li>複数のリストを作成し、それぞれに名前を付けられます。</li><li>検索や銘柄ページから銘柄を追加し、管理ページで並べ替えや削除ができます。</li><li>リスト内の価格はリアルタイムで更新され、シミュレーターによる価格には<em>シミュレーション価格</em>と表示されます。</li></ul>`,
      },
      'zh-Hans': {
        title: '使用自选列表',
        summary: '把您关注的品种归入命名的列表，自由排序，无需买入即可一目了然地查看价格。',
        body: `<p><strong>自选列表</strong>是您想要关注的品种的命名列表，例如按市场或按主题各建一个。把品种加入列表并不会买入，也不产生任何费用。</p><ul><li>可以创建多个列表并分别命名。</li><li>通过搜索或品种详情页添加品种；在管理页面中排序或移除。</li><li>列表中的价格实时更新；来自模拟器的价格会带有<em>模拟价格</em>标签。</li></ul>`,
      },
    },
  },
];
