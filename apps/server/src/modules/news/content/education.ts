import type { ArticleContent } from './types.ts';

/** Investing basics that hold in any market. */
export const EDUCATION_ARTICLES: ArticleContent[] = [
  {
    slug: 'diversification',
    category: 'education',
    publishedAt: '2026-11-05T08:00:00Z',
    text: {
      en: {
        title: 'Diversification: not all eggs in one basket',
        summary:
          'Spreading money across companies, sectors, countries and asset types reduces the damage any single one can do. It does not remove market risk.',
        body: `<p>A single company can fail; a whole market rarely moves as one company does. <strong>Diversification</strong> means spreading your money so that no single holding can do too much damage.</p><ul><li>Across companies and sectors.</li><li>Across countries and currencies.</li><li>Across asset types, such as shares, funds and cash.</li></ul><p>Diversification reduces the risk of one bad holding. It cannot remove the risk that markets as a whole fall.</p>`,
      },
      de: {
        title: 'Diversifikation: nicht alle Eier in einen Korb',
        summary:
          'Geld auf Unternehmen, Branchen, Länder und Anlageklassen zu verteilen, begrenzt den Schaden, den ein einzelner Wert anrichten kann. Das Marktrisiko bleibt.',
        body: `<p>Ein einzelnes Unternehmen kann scheitern; ein ganzer Markt bewegt sich selten so wie ein einzelnes Unternehmen. <strong>Diversifikation</strong> heißt, Ihr Geld so zu verteilen, dass keine einzelne Position zu viel Schaden anrichten kann.</p><ul><li>Über Unternehmen und Branchen.</li><li>Über Länder und Währungen.</li><li>Über Anlageklassen wie Aktien, Fonds und Bargeld.</li></ul><p>Diversifikation verringert das Risiko einer einzelnen schlechten Position. Das Risiko, dass die Märkte insgesamt fallen, beseitigt sie nicht.</p>`,
      },
      it: {
        title: 'Diversificazione: non tutte le uova nello stesso paniere',
        summary:
          'Distribuire il denaro tra società, settori, paesi e tipi di attività riduce il danno che un singolo investimento può fare. Non elimina il rischio di mercato.',
        body: `<p>Una singola società può fallire; un intero mercato raramente si muove come una sola società. <strong>Diversificare</strong> significa distribuire il denaro in modo che nessun singolo investimento possa fare troppi danni.</p><ul><li>Tra società e settori.</li><li>Tra paesi e valute.</li><li>Tra tipi di attività, come azioni, fondi e liquidità.</li></ul><p>La diversificazione riduce il rischio di un singolo investimento sbagliato. Non può eliminare il rischio che i mercati nel loro insieme scendano.</p>`,
      },
      fr: {
        title: 'La diversification : ne pas mettre tous ses œufs dans le même panier',
        summary:
          'Répartir son argent entre sociétés, secteurs, pays et types d’actifs limite les dégâts qu’un seul placement peut causer. Le risque de marché demeure.',
        body: `<p>Une société peut faire faillite ; un marché entier évolue rarement comme une seule société. <strong>Diversifier</strong>, c'est répartir son argent pour qu'aucune ligne ne puisse causer trop de dégâts.</p><ul><li>Entre sociétés et secteurs.</li><li>Entre pays et devises.</li><li>Entre types d'actifs, comme les actions, les fonds et les liquidités.</li></ul><p>La diversification réduit le risque lié à un mauvais placement. Elle ne supprime pas le risque d'une baisse de l'ensemble des marchés.</p>`,
      },
      es: {
        title: 'Diversificación: no poner todos los huevos en la misma cesta',
        summary:
          'Repartir el dinero entre empresas, sectores, países y tipos de activo limita el daño que puede causar uno solo. No elimina el riesgo de mercado.',
        body: `<p>Una sola empresa puede quebrar; un mercado entero rara vez se mueve como una sola empresa. <strong>Diversificar</strong> es repartir tu dinero para que ninguna inversión por sí sola pueda hacer demasiado daño.</p><ul><li>Entre empresas y sectores.</li><li>Entre países y divisas.</li><li>Entre tipos de activo, como acciones, fondos y efectivo.</li></ul><p>La diversificación reduce el riesgo de una mala inversión concreta. No puede eliminar el riesgo de que caigan los mercados en su conjunto.</p>`,
      },
      jp: {
        title: '分散投資：卵を一つのかごに盛らない',
        summary:
          '企業、業種、国、資産の種類に資金を分けることで、一つの投資が与える損害を小さくできます。市場全体のリスクはなくなりません。',
        body: `<p>一つの企業は破綻することがありますが、市場全体が一企業と同じように動くことはまれです。<strong>分散投資</strong>とは、一つの保有資産が大きな損害を与えないように資金を分けることです。</p><ul><li>企業や業種を分ける。</li><li>国や通貨を分ける。</li><li>株式、ファンド、現金など資産の種類を分ける。</li></ul><p>分散投資は、個別の投資が失敗するリスクを減らします。しかし、市場全体が下落するリスクをなくすことはできません。</p>`,
      },
      'zh-Hans': {
        title: '分散投资：不要把鸡蛋放在同一个篮子里',
        summary:
          '把资金分散到不同公司、行业、国家和资产类别，可以减少单一投资造成的损失，但无法消除市场风险。',
        body: `<p>单个公司可能倒闭，而整个市场很少像单个公司那样波动。<strong>分散投资</strong>就是分配您的资金，使任何单一持仓都不会造成过大损失。</p><ul><li>分散于不同公司和行业。</li><li>分散于不同国家和货币。</li><li>分散于不同资产类别，如股票、基金和现金。</li></ul><p>分散投资可以降低单一持仓表现不佳的风险，但无法消除整体市场下跌的风险。</p>`,
      },
    },
  },
  {
    slug: 'currency-risk',
    category: 'education',
    publishedAt: '2026-11-04T08:00:00Z',
    text: {
      en: {
        title: 'Currency risk when investing abroad',
        summary:
          'A share bought in another currency can gain in its own market and still lose in yours, because exchange rates move too.',
        body: `<p>Each market trades in its own currency: US dollars in the US, euros in Germany, France and Spain, yuan in Shanghai and Shenzhen, and Hong Kong, Singapore, Taiwan and Malaysia in their own dollars or ringgit.</p><p>Your result in your home currency depends on two things: the price of the share <em>and</em> the exchange rate. Suppose a share rises 5% in its own currency while that currency falls 5% against yours: you end up with a small loss.</p><p>Exchange rates can move in your favour too. Knowing which currencies you hold is part of knowing your risk.</p>`,
      },
      de: {
        title: 'Währungsrisiko bei Anlagen im Ausland',
        summary:
          'Eine in fremder Währung gekaufte Aktie kann an ihrem Markt steigen und in Ihrer Währung trotzdem verlieren, weil sich auch Wechselkurse bewegen.',
        body: `<p>Jeder Markt handelt in seiner eigenen Währung: US-Dollar in den USA, Euro in Deutschland, Frankreich und Spanien, Yuan in Shanghai und Shenzhen, und Hongkong, Singapur, Taiwan und Malaysia in ihren eigenen Dollars bzw. im Ringgit.</p><p>Ihr Ergebnis in Ihrer Heimatwährung hängt von zweierlei ab: vom Aktienkurs <em>und</em> vom Wechselkurs. Steigt eine Aktie in ihrer Währung um 5 %, während diese Währung gegenüber Ihrer um 5 % fällt, bleibt Ihnen ein kleiner Verlust.</p><p>Wechselkurse können sich auch zu Ihren Gunsten bewegen. Zu wissen, welche Währungen Sie halten, gehört dazu, Ihr Risiko zu kennen.</p>`,
      },
      it: {
        title: "Il rischio di cambio quando si investe all'estero",
        summary:
          'Un’azione comprata in un’altra valuta può salire nel suo mercato e perdere comunque nella tua, perché anche i tassi di cambio si muovono.',
        body: `<p>Ogni mercato negozia nella propria valuta: dollari USA negli Stati Uniti, euro in Germania, Francia e Spagna, yuan a Shanghai e Shenzhen, mentre Hong Kong, Singapore, Taiwan e Malesia usano i propri dollari o il ringgit.</p><p>Il tuo risultato nella valuta di casa dipende da due cose: il prezzo dell'azione <em>e</em> il tasso di cambio. Se un'azione sale del 5% nella sua valuta mentre quella valuta perde il 5% rispetto alla tua, ti resta una piccola perdita.</p><p>I cambi possono muoversi anche a tuo favore. Sapere quali valute possiedi fa parte del conoscere il tuo rischio.</p>`,
      },
      fr: {
        title: "Le risque de change quand on investit à l'étranger",
        summary:
          'Une action achetée dans une autre devise peut monter sur son marché et perdre quand même dans la vôtre, car les taux de change bougent aussi.',
        body: `<p>Chaque marché cote dans sa propre devise : le dollar américain aux États-Unis, l'euro en Allemagne, en France et en Espagne, le yuan à Shanghai et Shenzhen, tandis que Hong Kong, Singapour, Taïwan et la Malaisie utilisent leur propre dollar ou le ringgit.</p><p>Votre résultat dans votre devise dépend de deux choses : le cours de l'action <em>et</em> le taux de change. Si une action monte de 5 % dans sa devise alors que cette devise baisse de 5 % face à la vôtre, il vous reste une petite perte.</p><p>Le change peut aussi jouer en votre faveur. Savoir quelles devises vous détenez fait partie de la connaissance de votre risque.</p>`,
      },
      es: {
        title: 'El riesgo de divisa al invertir en el extranjero',
        summary:
          'Una acción comprada en otra divisa puede subir en su mercado y aun así perder en la tuya, porque los tipos de cambio también se mueven.',
        body: `<p>Cada mercado cotiza en su propia divisa: dólares estadounidenses en EE. UU., euros en Alemania, Francia y España, yuanes en Shanghái y Shenzhen, y Hong Kong, Singapur, Taiwán y Malasia en sus propios dólares o en ringgit.</p><p>Tu resultado en tu moneda depende de dos cosas: el precio de la acción <em>y</em> el tipo de cambio. Si una acción sube un 5 % en su divisa mientras esa divisa cae un 5 % frente a la tuya, te queda una pequeña pérdida.</p><p>El tipo de cambio también puede jugar a tu favor. Saber qué divisas tienes forma parte de conocer tu riesgo.</p>`,
      },
      jp: {
        title: '海外投資における為替リスク',
        summary:
          '外貨建てで買った株式は、現地市場で上昇しても、為替レートも動くため、自国通貨では損失になることがあります。',
        body: `<p>各市場はそれぞれの通貨で取引されます。米国は米ドル、ドイツ・フランス・スペインはユーロ、上海と深センは人民元、香港・シンガポール・台湾・マレーシアはそれぞれのドルまたはリンギットです。</p><p>自国通貨での損益は、株価<em>と</em>為替レートの2つで決まります。ある株式が現地通貨で5%上昇しても、その通貨がお客様の通貨に対して5%下落すれば、わずかな損失が残ります。</p><p>為替が有利に動くこともあります。どの通貨を保有しているかを知ることは、自分のリスクを知ることの一部です。</p>`,
      },
      'zh-Hans': {
        title: '海外投资的汇率风险',
        summary:
          '以外币买入的股票，即使在当地市场上涨，换算成您的货币后仍可能亏损，因为汇率也在变动。',
        body: `<p>每个市场都以本地货币交易：美国用美元，德国、法国和西班牙用欧元，上海和深圳用人民币，香港、新加坡、台湾和马来西亚则分别使用本地的元或林吉特。</p><p>以本币计算的收益取决于两个因素：股价<em>和</em>汇率。如果一只股票以当地货币计上涨5%，而该货币兑您的货币下跌5%，最终您仍会有小幅亏损。</p><p>汇率也可能朝有利方向变动。了解自己持有哪些货币，是了解自身风险的一部分。</p>`,
      },
    },
  },
  {
    slug: 'reading-candlestick-charts',
    category: 'education',
    publishedAt: '2026-11-03T08:00:00Z',
    text: {
      en: {
        title: 'Reading a candlestick chart',
        summary:
          'Each candle shows four prices for one period: open, high, low and close. The body and the wicks tell how the period went.',
        body: `<p>A <strong>candlestick</strong> sums up one period, such as one minute or one day, with four prices:</p><ul><li>the <strong>body</strong> spans the open and the close;</li><li>the thin <strong>wicks</strong> reach the highest and lowest prices of the period.</li></ul><p>When the close is above the open, the price rose during the period; when below, it fell. Colours differ by region: in many Western apps rising candles are green and falling ones red, while in mainland China, Taiwan and Japan red usually means rising. The app's legend tells which convention it uses.</p><p>Charts describe the past. Patterns in them do not predict the future reliably.</p>`,
      },
      de: {
        title: 'Ein Kerzenchart lesen',
        summary:
          'Jede Kerze zeigt vier Kurse eines Zeitraums: Eröffnung, Hoch, Tief und Schluss. Körper und Dochte zeigen, wie der Zeitraum verlief.',
        body: `<p>Eine <strong>Kerze</strong> fasst einen Zeitraum, etwa eine Minute oder einen Tag, mit vier Kursen zusammen:</p><ul><li>der <strong>Körper</strong> reicht vom Eröffnungs- bis zum Schlusskurs;</li><li>die dünnen <strong>Dochte</strong> reichen bis zum höchsten und tiefsten Kurs des Zeitraums.</li></ul><p>Liegt der Schlusskurs über dem Eröffnungskurs, ist der Kurs im Zeitraum gestiegen, liegt er darunter, ist er gefallen. Die Farben unterscheiden sich je nach Region: In vielen westlichen Apps sind steigende Kerzen grün und fallende rot, in Festlandchina, Taiwan und Japan bedeutet Rot meist steigend. Die Legende der App zeigt, welche Konvention gilt.</p><p>Charts beschreiben die Vergangenheit. Muster darin sagen die Zukunft nicht verlässlich voraus.</p>`,
      },
      it: {
        title: 'Leggere un grafico a candele',
        summary:
          'Ogni candela mostra quattro prezzi di un periodo: apertura, massimo, minimo e chiusura. Il corpo e le ombre raccontano com’è andato il periodo.',
        body: `<p>Una <strong>candela</strong> riassume un periodo, per esempio un minuto o un giorno, con quattro prezzi:</p><ul><li>il <strong>corpo</strong> va dall'apertura alla chiusura;</li><li>le sottili <strong>ombre</strong> arrivano al prezzo massimo e minimo del periodo.</li></ul><p>Se la chiusura è sopra l'apertura, il prezzo è salito nel periodo; se è sotto, è sceso. I colori cambiano secondo la regione: in molte app occidentali le candele in rialzo sono verdi e quelle in ribasso rosse, mentre nella Cina continentale, a Taiwan e in Giappone il rosso indica di solito il rialzo. La legenda dell'app indica quale convenzione usa.</p><p>I grafici descrivono il passato. Le figure che vi si vedono non prevedono il futuro in modo affidabile.</p>`,
      },
      fr: {
        title: 'Lire un graphique en chandeliers',
        summary:
          "Chaque bougie montre quatre prix d'une période : ouverture, plus haut, plus bas et clôture. Le corps et les mèches racontent la période.",
        body: `<p>Un <strong>chandelier</strong> résume une période, par exemple une minute ou une journée, avec quatre prix :</p><ul><li>le <strong>corps</strong> va de l'ouverture à la clôture ;</li><li>les fines <strong>mèches</strong> atteignent le plus haut et le plus bas de la période.</li></ul><p>Si la clôture est au-dessus de l'ouverture, le cours a monté pendant la période ; en dessous, il a baissé. Les couleurs varient selon les régions : dans beaucoup d'applications occidentales, les bougies haussières sont vertes et les baissières rouges, alors qu'en Chine continentale, à Taïwan et au Japon le rouge signifie en général la hausse. La légende de l'application indique la convention utilisée.</p><p>Les graphiques décrivent le passé. Les figures qu'on y voit ne prédisent pas l'avenir de façon fiable.</p>`,
      },
      es: {
        title: 'Cómo leer un gráfico de velas',
        summary:
          'Cada vela muestra cuatro precios de un periodo: apertura, máximo, mínimo y cierre. El cuerpo y las mechas cuentan cómo fue el periodo.',
        body: `<p>Una <strong>vela</strong> resume un periodo, como un minuto o un día, con cuatro precios:</p><ul><li>el <strong>cuerpo</strong> va de la apertura al cierre;</li><li>las finas <strong>mechas</strong> llegan al precio más alto y al más bajo del periodo.</li></ul><p>Si el cierre está por encima de la apertura, el precio subió en el periodo; si está por debajo, bajó. Los colores cambian según la región: en muchas apps occidentales las velas alcistas son verdes y las bajistas rojas, mientras que en China continental, Taiwán y Japón el rojo suele indicar subida. La leyenda de la app indica qué convención usa.</p><p>Los gráficos describen el pasado. Sus patrones no predicen el futuro de forma fiable.</p>`,
      },
      jp: {
        title: 'ローソク足チャートの読み方',
        summary:
          '各ローソク足は一定期間の始値、高値、安値、終値の4つの価格を示します。実体とヒゲから、その期間の値動きがわかります。',
        body: `<p><strong>ローソク足</strong>は、1分や1日などの期間を4つの価格でまとめたものです。</p><ul><li><strong>実体</strong>は始値から終値までの範囲を示します。</li><li>細い<strong>ヒゲ</strong>は、その期間の高値と安値まで伸びます。</li></ul><p>終値が始値より高ければその期間に価格は上昇し、低ければ下落しています。色の使い方は地域によって異なり、欧米の多くのアプリでは上昇が緑、下落が赤ですが、中国本土、台湾、日本では一般に赤が上昇を表します。どちらの表示かはアプリの凡例で確認できます。</p><p>チャートは過去を表すものです。チャートのパターンが将来を確実に予測することはありません。</p>`,
      },
      'zh-Hans': {
        title: '如何看K线图',
        summary:
          '每根K线显示一个周期内的四个价格：开盘价、最高价、最低价和收盘价。实体和影线反映了该周期的走势。',
        body: `<p>一根<strong>K线</strong>用四个价格概括一个周期，例如一分钟或一天：</p><ul><li><strong>实体</strong>覆盖开盘价到收盘价的区间；</li><li>细长的<strong>影线</strong>延伸到该周期的最高价和最低价。</li></ul><p>收盘价高于开盘价，说明该周期内价格上涨；低于开盘价则说明下跌。不同地区的颜色习惯不同：许多西方应用用绿色表示上涨、红色表示下跌，而中国大陆、台湾和日本通常以红色表示上涨。应用的图例会说明所用的配色规则。</p><p>图表描述的是过去。其中的形态并不能可靠地预测未来。</p>`,
      },
    },
  },
  {
    slug: 'what-is-a-stock-index',
    category: 'education',
    publishedAt: '2026-11-02T08:00:00Z',
    text: {
      en: {
        title: 'What a stock index is',
        summary:
          'An index tracks a defined basket of shares with one number. It measures a market; you cannot buy the index itself, only products that follow it.',
        body: `<p>A <strong>stock index</strong> follows the prices of a defined group of shares, such as the largest companies of one exchange, and expresses them as a single number. Indices are usually weighted, most often by company size, so large companies move them more.</p><ul><li>An index shows how a market or a segment is doing at a glance.</li><li>The index itself is a calculation, not a security: investors follow it through funds that hold its shares.</li><li>Indices are calculated in their market's currency and during its trading hours.</li></ul>`,
      },
      de: {
        title: 'Was ein Aktienindex ist',
        summary:
          'Ein Index bildet einen festgelegten Korb von Aktien in einer Zahl ab. Er misst einen Markt; kaufen kann man nicht den Index selbst, nur Produkte, die ihm folgen.',
        body: `<p>Ein <strong>Aktienindex</strong> verfolgt die Kurse einer festgelegten Gruppe von Aktien, etwa der größten Unternehmen einer Börse, und fasst sie in einer Zahl zusammen. Indizes sind meist gewichtet, häufig nach Unternehmensgröße, sodass große Unternehmen sie stärker bewegen.</p><ul><li>Ein Index zeigt auf einen Blick, wie sich ein Markt oder Segment entwickelt.</li><li>Der Index selbst ist eine Berechnung, kein Wertpapier: Anleger bilden ihn über Fonds ab, die seine Aktien halten.</li><li>Indizes werden in der Währung ihres Marktes und während seiner Handelszeiten berechnet.</li></ul>`,
      },
      it: {
        title: "Che cos'è un indice azionario",
        summary:
          'Un indice segue un paniere definito di azioni con un solo numero. Misura un mercato; non si compra l’indice in sé, ma solo prodotti che lo replicano.',
        body: `<p>Un <strong>indice azionario</strong> segue i prezzi di un gruppo definito di azioni, come le maggiori società di una borsa, e li esprime con un solo numero. Gli indici sono di solito ponderati, spesso per dimensione delle società, per cui le grandi società li muovono di più.</p><ul><li>Un indice mostra a colpo d'occhio l'andamento di un mercato o di un segmento.</li><li>L'indice in sé è un calcolo, non un titolo: gli investitori lo seguono tramite fondi che ne detengono le azioni.</li><li>Gli indici sono calcolati nella valuta del loro mercato e durante il suo orario di negoziazione.</li></ul>`,
      },
      fr: {
        title: "Qu'est-ce qu'un indice boursier ?",
        summary:
          "Un indice suit un panier défini d'actions en un seul chiffre. Il mesure un marché ; on n'achète pas l'indice lui-même, seulement des produits qui le répliquent.",
        body: `<p>Un <strong>indice boursier</strong> suit les cours d'un groupe défini d'actions, comme les plus grandes sociétés d'une bourse, et les exprime en un seul chiffre. Les indices sont généralement pondérés, le plus souvent par la taille des sociétés, si bien que les grandes sociétés les font davantage varier.</p><ul><li>Un indice montre d'un coup d'œil l'évolution d'un marché ou d'un segment.</li><li>L'indice lui-même est un calcul, pas un titre : les investisseurs le suivent au moyen de fonds qui détiennent ses actions.</li><li>Les indices sont calculés dans la devise de leur marché et pendant ses heures de cotation.</li></ul>`,
      },
      es: {
        title: 'Qué es un índice bursátil',
        summary:
          'Un índice sigue una cesta definida de acciones con un solo número. Mide un mercado; no se compra el índice en sí, solo productos que lo replican.',
        body: `<p>Un <strong>índice bursátil</strong> sigue los precios de un grupo definido de acciones, como las mayores empresas de una bolsa, y los expresa en un solo número. Los índices suelen estar ponderados, casi siempre por tamaño de empresa, así que las grandes los mueven más.</p><ul><li>Un índice muestra de un vistazo cómo va un mercado o un segmento.</li><li>El índice en sí es un cálculo, no un valor: los inversores lo siguen mediante fondos que tienen sus acciones.</li><li>Los índices se calculan en la divisa de su mercado y durante su horario de negociación.</li></ul>`,
      },
      jp: {
        title: '株価指数とは',
        summary:
          '株価指数は、決められた銘柄群の値動きを一つの数値で表します。市場を測る物差しであり、指数そのものではなく、指数に連動する商品を購入します。',
        body: `<p><strong>株価指数</strong>は、ある取引所の大型企業など、決められた銘柄群の価格を追い、一つの数値で表したものです。指数は通常、企業規模などで加重されており、大企業ほど指数を大きく動かします。</p><ul><li>指数を見れば、市場や分野の動向がひと目でわかります。</li><li>指数そのものは計算値であり、証券ではありません。投資家は構成銘柄を保有するファンドを通じて指数に連動した投資をします。</li><li>指数はその市場の通貨で、その市場の取引時間中に算出されます。</li></ul>`,
      },
      'zh-Hans': {
        title: '什么是股票指数',
        summary:
          '指数用一个数字追踪一篮子指定的股票。它衡量市场走势；指数本身无法买入，只能买入跟踪它的产品。',
        body: `<p><strong>股票指数</strong>追踪一组指定股票的价格，例如某交易所规模最大的公司，并以一个数字来表示。指数通常是加权计算的，最常见的是按公司规模加权，因此大公司对指数的影响更大。</p><ul><li>通过指数可以一目了然地了解某个市场或板块的表现。</li><li>指数本身只是一个计算结果，而不是证券：投资者通过持有其成分股的基金来跟踪指数。</li><li>指数以其所在市场的货币、在该市场的交易时间内计算。</li></ul>`,
      },
    },
  },
];
