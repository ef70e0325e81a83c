import type { ArticleContent } from './types.ts';

/** How this platform itself works: prices, client money, identity checks, account safety. */
export const PLATFORM_ARTICLES: ArticleContent[] = [
  {
    slug: 'what-simulated-prices-means',
    category: 'platform',
    publishedAt: '2026-11-22T08:00:00Z',
    text: {
      en: {
        title: 'What "Simulated prices" means',
        summary:
          'When this platform is not connected to a real market data feed, every price comes from a simulator and is labelled as such.',
        body: `<p>Prices on this platform come from a market data feed, never from a person. When no real feed is configured, the feed is a <strong>simulator</strong>: prices move in a realistic way and follow each market's trading hours, but they are <em>not</em> the real prices of the companies shown.</p><p>While the simulator is the source, every screen that shows a price carries the label <strong>Simulated prices</strong>. Only a configured real feed removes it.</p><h3>What nobody can do</h3><ul><li>No one, including our staff, can set, nudge or choose a price or the outcome of a trade.</li><li>Simulated prices must not be used for decisions in real markets.</li></ul>`,
      },
      de: {
        title: 'Was „Simulierte Kurse“ bedeutet',
        summary:
          'Ist die Plattform nicht mit einem echten Marktdaten-Feed verbunden, stammt jeder Kurs aus einem Simulator und ist entsprechend gekennzeichnet.',
        body: `<p>Kurse auf dieser Plattform stammen aus einem Marktdaten-Feed, nie von einer Person. Ist kein echter Feed eingerichtet, ist die Quelle ein <strong>Simulator</strong>: Die Kurse bewegen sich realistisch und folgen den Handelszeiten jedes Marktes, sind aber <em>nicht</em> die echten Kurse der gezeigten Unternehmen.</p><p>Solange der Simulator die Quelle ist, trägt jede Ansicht mit Kursen den Hinweis <strong>Simulierte Kurse</strong>. Nur ein eingerichteter echter Feed entfernt ihn.</p><h3>Was niemand kann</h3><ul><li>Niemand, auch nicht unsere Mitarbeitenden, kann einen Kurs oder das Ergebnis eines Handels festlegen oder beeinflussen.</li><li>Simulierte Kurse dürfen nicht für Entscheidungen an echten Märkten verwendet werden.</li></ul>`,
      },
      it: {
        title: 'Che cosa significa «Prezzi simulati»',
        summary:
          'Quando la piattaforma non è collegata a un vero flusso di dati di mercato, ogni prezzo proviene da un simulatore ed è indicato come tale.',
        body: `<p>I prezzi su questa piattaforma provengono da un flusso di dati di mercato, mai da una persona. Se non è configurato un flusso reale, la fonte è un <strong>simulatore</strong>: i prezzi si muovono in modo realistico e seguono gli orari di ogni mercato, ma <em>non</em> sono i prezzi reali delle società mostrate.</p><p>Finché la fonte è il simulatore, ogni schermata con prezzi riporta l'etichetta <strong>Prezzi simulati</strong>. Solo un flusso reale configurato la rimuove.</p><h3>Che cosa nessuno può fare</h3><ul><li>Nessuno, nemmeno il nostro personale, può fissare o spostare un prezzo o scegliere l'esito di un'operazione.</li><li>I prezzi simulati non vanno usati per decisioni sui mercati reali.</li></ul>`,
      },
      fr: {
        title: 'Ce que signifie « Prix simulés »',
        summary:
          "Lorsque la plateforme n'est pas reliée à un vrai flux de données de marché, chaque prix provient d'un simulateur et est signalé comme tel.",
        body: `<p>Les prix de cette plateforme proviennent d'un flux de données de marché, jamais d'une personne. Si aucun flux réel n'est configuré, la source est un <strong>simulateur</strong> : les prix évoluent de façon réaliste et suivent les horaires de chaque marché, mais ce ne sont <em>pas</em> les vrais prix des sociétés affichées.</p><p>Tant que le simulateur est la source, chaque écran affichant un prix porte la mention <strong>Prix simulés</strong>. Seul un flux réel configuré la fait disparaître.</p><h3>Ce que personne ne peut faire</h3><ul><li>Personne, pas même notre personnel, ne peut fixer ou orienter un prix, ni choisir le résultat d'une opération.</li><li>Les prix simulés ne doivent pas servir à prendre des décisions sur les marchés réels.</li></ul>`,
      },
      es: {
        title: 'Qué significa «Precios simulados»',
        summary:
          'Cuando la plataforma no está conectada a un flujo real de datos de mercado, cada precio procede de un simulador y se indica así.',
        body: `<p>Los precios de esta plataforma proceden de un flujo de datos de mercado, nunca de una persona. Si no hay un flujo real configurado, la fuente es un <strong>simulador</strong>: los precios se mueven de forma realista y siguen el horario de cada mercado, pero <em>no</em> son los precios reales de las empresas mostradas.</p><p>Mientras la fuente sea el simulador, cada pantalla con precios muestra la etiqueta <strong>Precios simulados</strong>. Solo un flujo real configurado la retira.</p><h3>Lo que nadie puede hacer</h3><ul><li>Nadie, tampoco nuestro personal, puede fijar o mover un precio ni elegir el resultado de una operación.</li><li>Los precios simulados no deben usarse para decidir en mercados reales.</li></ul>`,
      },
      jp: {
        title: '「シミュレーション価格」とは',
        summary:
          '本プラットフォームが実際の市場データ配信に接続されていない場合、すべての価格はシミュレーターによるもので、その旨が表示されます。',
        body: `<p>本プラットフォームの価格は市場データ配信から提供され、人が決めることはありません。実際の配信が設定されていない場合、配信元は<strong>シミュレーター</strong>です。価格は現実的に動き、各市場の取引時間にも従いますが、表示されている企業の実際の価格では<em>ありません</em>。</p><p>シミュレーターが配信元である間は、価格を表示するすべての画面に<strong>シミュレーション価格</strong>と表示されます。この表示は実際の配信が設定された場合にのみ消えます。</p><h3>誰にもできないこと</h3><ul><li>当社スタッフを含め、誰も価格を設定・操作したり、取引の結果を選んだりすることはできません。</li><li>シミュレーション価格を実際の市場での判断に使わないでください。</li></ul>`,
      },
      'zh-Hans': {
        title: '“模拟价格”是什么意思',
        summary: '当本平台未接入真实行情数据源时，所有价格均来自模拟器，并会明确标注。',
        body: `<p>本平台的价格来自行情数据源，从不由人设定。如果未配置真实数据源，价格来源是<strong>模拟器</strong>：价格走势逼真，并遵循各市场的交易时间，但<em>不是</em>所示公司的真实价格。</p><p>只要价格来源是模拟器，所有显示价格的页面都会带有<strong>模拟价格</strong>标签。只有配置了真实数据源后，该标签才会消失。</p><h3>任何人都做不到的事</h3><ul><li>任何人，包括我们的员工，都无法设定或操纵价格，也无法决定交易结果。</li><li>请勿将模拟价格用于真实市场的投资决策。</li></ul>`,
      },
    },
  },
  {
    slug: 'how-we-keep-client-money',
    category: 'platform',
    publishedAt: '2026-11-21T08:00:00Z',
    text: {
      en: {
        title: 'How the platform keeps your money: a double-entry ledger',
        summary:
          'Every movement of money is a journal entry whose postings balance to zero, and every entry appears in your statement.',
        body: `<p>Your balances are kept in a <strong>double-entry ledger</strong>, the method accountants have used for centuries. Each movement of money is one journal entry made of postings that add up to zero in every currency: what leaves one account arrives in another.</p><h3>What this means for you</h3><ul><li>Each currency has an <em>available</em> balance and a <em>held</em> balance. Money reserved for a pending withdrawal, an open order or a subscription is held, not spent, and returns to available if the request does not go ahead.</li><li>A customer balance can never go below zero: the database itself refuses it.</li><li>Every entry is a line in your statement, with its reference.</li><li>Staff cannot change a balance directly. A correction is a journal entry with a stated reason, and it appears in your statement too.</li></ul><p>The ledger is checked automatically: entries must balance, and every balance must equal the sum of its postings.</p>`,
      },
      de: {
        title: 'Wie die Plattform Ihr Geld führt: doppelte Buchführung',
        summary:
          'Jede Geldbewegung ist ein Buchungssatz, dessen Buchungen sich zu null ausgleichen, und jeder erscheint in Ihrem Kontoauszug.',
        body: `<p>Ihre Guthaben werden in einem <strong>Hauptbuch mit doppelter Buchführung</strong> geführt, der seit Jahrhunderten bewährten Methode der Buchhaltung. Jede Geldbewegung ist ein Buchungssatz aus Buchungen, die sich in jeder Währung zu null summieren: Was ein Konto verlässt, kommt auf einem anderen an.</p><h3>Was das für Sie bedeutet</h3><ul><li>Jede Währung hat ein <em>verfügbares</em> und ein <em>reserviertes</em> Guthaben. Geld für eine laufende Auszahlung, eine offene Order oder eine Zeichnung wird reserviert, nicht ausgegeben, und wird wieder verfügbar, wenn der Auftrag nicht zustande kommt.</li><li>Ein Kundenguthaben kann nie unter null fallen: Die Datenbank selbst verhindert das.</li><li>Jede Buchung ist eine Zeile in Ihrem Kontoauszug, mit ihrer Referenz.</li><li>Mitarbeitende können kein Guthaben direkt ändern. Eine Korrektur ist eine Buchung mit angegebenem Grund und erscheint ebenfalls in Ihrem Kontoauszug.</li></ul><p>Das Hauptbuch wird automatisch geprüft: Buchungen müssen aufgehen, und jedes Guthaben muss der Summe seiner Buchungen entsprechen.</p>`,
      },
      it: {
        title: 'Come la piattaforma custodisce il tuo denaro: la partita doppia',
        summary:
          'Ogni movimento di denaro è una registrazione le cui scritture si bilanciano a zero, e ognuna compare nel tuo estratto conto.',
        body: `<p>I tuoi saldi sono tenuti in un <strong>libro mastro a partita doppia</strong>, il metodo contabile in uso da secoli. Ogni movimento di denaro è una registrazione composta da scritture che in ogni valuta sommano a zero: ciò che esce da un conto entra in un altro.</p><h3>Che cosa significa per te</h3><ul><li>Ogni valuta ha un saldo <em>disponibile</em> e un saldo <em>vincolato</em>. Il denaro riservato a un prelievo in attesa, a un ordine aperto o a una sottoscrizione è vincolato, non speso, e torna disponibile se la richiesta non va a buon fine.</li><li>Il saldo di un cliente non può mai scendere sotto zero: lo impedisce il database stesso.</li><li>Ogni registrazione è una riga del tuo estratto conto, con il suo riferimento.</li><li>Il personale non può modificare un saldo direttamente. Una rettifica è una registrazione con una motivazione e compare anch'essa nel tuo estratto conto.</li></ul><p>Il libro mastro viene verificato automaticamente: le registrazioni devono quadrare e ogni saldo deve essere uguale alla somma delle sue scritture.</p>`,
      },
      fr: {
        title: 'Comment la plateforme tient votre argent : la comptabilité en partie double',
        summary:
          'Chaque mouvement d’argent est une écriture dont les imputations s’équilibrent à zéro, et chacune figure sur votre relevé.',
        body: `<p>Vos soldes sont tenus dans un <strong>grand livre en partie double</strong>, la méthode comptable utilisée depuis des siècles. Chaque mouvement d'argent est une écriture composée d'imputations dont la somme est nulle dans chaque devise : ce qui quitte un compte arrive sur un autre.</p><h3>Ce que cela signifie pour vous</h3><ul><li>Chaque devise a un solde <em>disponible</em> et un solde <em>bloqué</em>. L'argent réservé à un retrait en attente, un ordre ouvert ou une souscription est bloqué, non dépensé, et redevient disponible si la demande n'aboutit pas.</li><li>Le solde d'un client ne peut jamais devenir négatif : la base de données elle-même le refuse.</li><li>Chaque écriture est une ligne de votre relevé, avec sa référence.</li><li>Le personnel ne peut pas modifier un solde directement. Une correction est une écriture avec un motif indiqué, et elle figure aussi sur votre relevé.</li></ul><p>Le grand livre est vérifié automatiquement : les écritures doivent s'équilibrer et chaque solde doit être égal à la somme de ses imputations.</p>`,
      },
      es: {
        title: 'Cómo guarda la plataforma tu dinero: contabilidad por partida doble',
        summary:
          'Cada movimiento de dinero es un asiento cuyos apuntes suman cero, y cada uno aparece en tu extracto.',
        body: `<p>Tus saldos se llevan en un <strong>libro mayor por partida doble</strong>, el método contable que se usa desde hace siglos. Cada movimiento de dinero es un asiento formado por apuntes que suman cero en cada divisa: lo que sale de una cuenta entra en otra.</p><h3>Qué significa para ti</h3><ul><li>Cada divisa tiene un saldo <em>disponible</em> y un saldo <em>retenido</em>. El dinero reservado para una retirada pendiente, una orden abierta o una suscripción queda retenido, no gastado, y vuelve a estar disponible si la solicitud no sigue adelante.</li><li>El saldo de un cliente nunca puede ser negativo: lo impide la propia base de datos.</li><li>Cada asiento es una línea de tu extracto, con su referencia.</li><li>El personal no puede cambiar un saldo directamente. Una corrección es un asiento con un motivo indicado y también aparece en tu extracto.</li></ul><p>El libro mayor se comprueba automáticamente: los asientos deben cuadrar y cada saldo debe ser igual a la suma de sus apuntes.</p>`,
      },
      jp: {
        title: 'お客様の資金の管理方法：複式簿記の元帳',
        summary:
          '資金の動きはすべて、合計がゼロになる仕訳として記録され、すべての仕訳がお客様の取引明細に表示されます。',
        body: `<p>お客様の残高は、何世紀にもわたって会計で使われてきた<strong>複式簿記の元帳</strong>で管理されています。資金の動きは一つひとつが仕訳となり、その記帳は通貨ごとに合計がゼロになります。ある口座から出た金額は、必ず別の口座に入ります。</p><h3>お客様にとっての意味</h3><ul><li>通貨ごとに<em>利用可能</em>残高と<em>拘束中</em>残高があります。処理中の出金、未約定の注文、申込みのために確保された資金は拘束されるだけで使われず、手続きが成立しなければ利用可能残高に戻ります。</li><li>お客様の残高がマイナスになることはありません。データベース自体がそれを拒否します。</li><li>すべての仕訳は、参照番号付きで取引明細の1行として表示されます。</li><li>スタッフが残高を直接変更することはできません。訂正は理由を明記した仕訳として行われ、それも取引明細に表示されます。</li></ul><p>元帳は自動的に検証されます。仕訳は貸借が一致し、各残高はその記帳の合計と一致しなければなりません。</p>`,
      },
      'zh-Hans': {
        title: '平台如何保管您的资金：复式记账账本',
        summary:
          '每一笔资金变动都是一条分录，其各项记账合计为零，并且每条分录都会出现在您的对账单中。',
        body: `<p>您的余额记录在<strong>复式记账账本</strong>中，这是会计行业沿用了几个世纪的方法。每一笔资金变动都是一条分录，其各项记账在每种货币下合计为零：从一个账户流出的金额必然流入另一个账户。</p><h3>这对您意味着什么</h3><ul><li>每种货币都有<em>可用</em>余额和<em>冻结</em>余额。为待处理提现、未成交订单或申购预留的资金只是被冻结而非被花掉，如果申请未能完成，会退回可用余额。</li><li>客户余额永远不会低于零：数据库本身会拒绝这种操作。</li><li>每条分录都是您对账单中的一行，并附有参考编号。</li><li>员工无法直接修改余额。任何更正都是一条注明原因的分录，同样会出现在您的对账单中。</li></ul><p>账本会被自动核查：分录必须平衡，每个余额必须等于其记账之和。</p>`,
      },
    },
  },
  {
    slug: 'identity-verification-kyc',
    category: 'platform',
    publishedAt: '2026-11-20T08:00:00Z',
    text: {
      en: {
        title: 'Identity verification (KYC): what we ask and why',
        summary:
          'Verify your identity once with an ID card or passport; the review takes up to 24 hours and the result arrives in your inbox.',
        body: `<p>Regulated financial services must know who their customers are ("Know Your Customer"). Withdrawals require a verified identity.</p><h3>How it works</h3><ul><li>Choose the document type: <strong>ID card</strong> or <strong>passport</strong>.</li><li>Enter your first name, last name and the document number exactly as printed.</li><li>Upload clear photos of the front and the back of the document.</li></ul><p>A reviewer checks the documents within <strong>24 hours</strong>. The result arrives as a message in your inbox.</p><p>Your images are stored privately, never published, and visible only to you and the reviewers. Photo metadata such as location is removed on upload.</p>`,
      },
      de: {
        title: 'Identitätsprüfung (KYC): was wir erfragen und warum',
        summary:
          'Bestätigen Sie Ihre Identität einmal mit Personalausweis oder Reisepass; die Prüfung dauert bis zu 24 Stunden, das Ergebnis kommt in Ihr Postfach.',
        body: `<p>Finanzdienstleister müssen wissen, wer ihre Kundinnen und Kunden sind („Know Your Customer“). Auszahlungen setzen eine bestätigte Identität voraus.</p><h3>So funktioniert es</h3><ul><li>Wählen Sie die Dokumentart: <strong>Personalausweis</strong> oder <strong>Reisepass</strong>.</li><li>Geben Sie Vorname, Nachname und Dokumentnummer genau wie aufgedruckt ein.</li><li>Laden Sie gut lesbare Fotos der Vorder- und Rückseite hoch.</li></ul><p>Eine prüfende Person sieht die Unterlagen innerhalb von <strong>24 Stunden</strong> durch. Das Ergebnis erhalten Sie als Nachricht in Ihrem Postfach.</p><p>Ihre Bilder werden vertraulich gespeichert, nie veröffentlicht und sind nur für Sie und die Prüfenden sichtbar. Metadaten wie der Aufnahmeort werden beim Hochladen entfernt.</p>`,
      },
      it: {
        title: "Verifica dell'identità (KYC): che cosa chiediamo e perché",
        summary:
          "Verifica la tua identità una sola volta con carta d'identità o passaporto; l'esame richiede fino a 24 ore e l'esito arriva nella tua casella messaggi.",
        body: `<p>Chi offre servizi finanziari deve sapere chi sono i propri clienti («Know Your Customer»). I prelievi richiedono un'identità verificata.</p><h3>Come funziona</h3><ul><li>Scegli il tipo di documento: <strong>carta d'identità</strong> o <strong>passaporto</strong>.</li><li>Inserisci nome, cognome e numero del documento esattamente come stampati.</li><li>Carica foto nitide del fronte e del retro del documento.</li></ul><p>Un revisore controlla i documenti entro <strong>24 ore</strong>. L'esito arriva come messaggio nella tua casella.</p><p>Le tue immagini sono conservate in modo riservato, mai pubblicate e visibili solo a te e ai revisori. I metadati delle foto, come la posizione, vengono rimossi al caricamento.</p>`,
      },
      fr: {
        title: "Vérification d'identité (KYC) : ce que nous demandons et pourquoi",
        summary:
          "Vérifiez votre identité une fois avec une carte d'identité ou un passeport ; l'examen prend jusqu'à 24 heures et le résultat arrive dans votre messagerie.",
        body: `<p>Les services financiers doivent connaître leurs clients (« Know Your Customer »). Les retraits exigent une identité vérifiée.</p><h3>Comment cela se passe</h3><ul><li>Choisissez le type de document : <strong>carte d'identité</strong> ou <strong>passeport</strong>.</li><li>Saisissez votre prénom, votre nom et le numéro du document tels qu'ils sont imprimés.</li><li>Téléversez des photos nettes du recto et du verso du document.</li></ul><p>Un examinateur contrôle les documents sous <strong>24 heures</strong>. Le résultat arrive sous forme de message dans votre messagerie.</p><p>Vos images sont conservées de façon confidentielle, jamais publiées, et visibles uniquement par vous et les examinateurs. Les métadonnées des photos, comme la localisation, sont supprimées au téléversement.</p>`,
      },
      es: {
        title: 'Verificación de identidad (KYC): qué pedimos y por qué',
        summary:
          'Verifica tu identidad una vez con tu documento de identidad o pasaporte; la revisión tarda hasta 24 horas y el resultado llega a tu buzón.',
        body: `<p>Los servicios financieros deben saber quiénes son sus clientes («Know Your Customer»). Las retiradas requieren una identidad verificada.</p><h3>Cómo funciona</h3><ul><li>Elige el tipo de documento: <strong>documento de identidad</strong> o <strong>pasaporte</strong>.</li><li>Introduce tu nombre, tus apellidos y el número del documento tal como aparecen impresos.</li><li>Sube fotos nítidas del anverso y del reverso del documento.</li></ul><p>Un revisor comprueba los documentos en un plazo de <strong>24 horas</strong>. El resultado llega como mensaje a tu buzón.</p><p>Tus imágenes se guardan de forma privada, nunca se publican y solo las ves tú y los revisores. Los metadatos de las fotos, como la ubicación, se eliminan al subirlas.</p>`,
      },
      jp: {
        title: '本人確認（KYC）：お願いする内容とその理由',
        summary:
          '身分証明書またはパスポートで一度だけ本人確認を行います。審査は最大24時間で、結果は受信箱に届きます。',
        body: `<p>金融サービスは、お客様が誰であるかを確認する必要があります（「Know Your Customer」）。出金には本人確認の完了が必要です。</p><h3>手順</h3><ul><li>書類の種類を選びます：<strong>身分証明書</strong>または<strong>パスポート</strong>。</li><li>姓、名、書類番号を記載どおりに入力します。</li><li>書類の表面と裏面の鮮明な写真をアップロードします。</li></ul><p>審査担当者が<strong>24時間以内</strong>に書類を確認します。結果は受信箱にメッセージとして届きます。</p><p>画像は非公開で保管され、公開されることはなく、お客様と審査担当者のみが閲覧できます。位置情報などの写真のメタデータはアップロード時に削除されます。</p>`,
      },
      'zh-Hans': {
        title: '身份认证（KYC）：我们需要什么以及原因',
        summary: '使用身份证或护照完成一次身份认证；审核最长需要24小时，结果会发送到您的站内信。',
        body: `<p>金融服务机构必须了解其客户的身份（“了解你的客户”）。提现需要先完成身份认证。</p><h3>认证流程</h3><ul><li>选择证件类型：<strong>身份证</strong>或<strong>护照</strong>。</li><li>按照证件上的内容准确填写名字、姓氏和证件号码。</li><li>上传证件正面和反面的清晰照片。</li></ul><p>审核人员会在<strong>24小时内</strong>核查材料，结果将以站内信的形式通知您。</p><p>您的图片会被私密保存，绝不公开，只有您本人和审核人员可以查看。上传时会删除照片中的位置等元数据。</p>`,
      },
    },
  },
  {
    slug: 'protect-your-account',
    category: 'platform',
    publishedAt: '2026-11-19T08:00:00Z',
    text: {
      en: {
        title: 'Protecting your account',
        summary:
          'Use a login password and a separate trade password, never share verification codes, and know what we will never ask of you.',
        body: `<p>Your account has two secrets: the <strong>login password</strong> and a separate <strong>trade (pay) password</strong> that confirms money movements. Use different ones, and use neither anywhere else.</p><h3>We will never</h3><ul><li>ask for your passwords or a verification code, by message, phone or chat;</li><li>ask you to pay a fee, a tax or a "deposit" to release a withdrawal;</li><li>ask you to install remote-control software.</li></ul><p>Verification codes are sent only when you start an action yourself. If you receive one you did not ask for, change your password. Repeated wrong passwords slow further attempts down, to stop guessing.</p>`,
      },
      de: {
        title: 'So schützen Sie Ihr Konto',
        summary:
          'Nutzen Sie ein Anmeldepasswort und ein separates Handelspasswort, geben Sie nie Bestätigungscodes weiter und wissen Sie, was wir nie verlangen.',
        body: `<p>Ihr Konto hat zwei Geheimnisse: das <strong>Anmeldepasswort</strong> und ein separates <strong>Handels- bzw. Zahlungspasswort</strong>, das Geldbewegungen bestätigt. Verwenden Sie zwei verschiedene und keines davon anderswo.</p><h3>Wir werden niemals</h3><ul><li>nach Ihren Passwörtern oder einem Bestätigungscode fragen, weder per Nachricht, Telefon noch Chat;</li><li>eine Gebühr, Steuer oder „Kaution“ verlangen, um eine Auszahlung freizugeben;</li><li>Sie bitten, Fernwartungssoftware zu installieren.</li></ul><p>Bestätigungscodes werden nur gesendet, wenn Sie selbst eine Aktion starten. Erhalten Sie einen, den Sie nicht angefordert haben, ändern Sie Ihr Passwort. Wiederholte Fehleingaben verlangsamen weitere Versuche, damit niemand Passwörter erraten kann.</p>`,
      },
      it: {
        title: 'Proteggere il tuo conto',
        summary:
          'Usa una password di accesso e una password di negoziazione separata, non condividere mai i codici di verifica e sappi che cosa non ti chiederemo mai.',
        body: `<p>Il tuo conto ha due segreti: la <strong>password di accesso</strong> e una <strong>password di negoziazione (di pagamento)</strong> separata, che conferma i movimenti di denaro. Usane due diverse e non usarle altrove.</p><h3>Non ti chiederemo mai</h3><ul><li>le tue password o un codice di verifica, per messaggio, telefono o chat;</li><li>di pagare una commissione, una tassa o un «deposito» per sbloccare un prelievo;</li><li>di installare software di controllo remoto.</li></ul><p>I codici di verifica vengono inviati solo quando avvii tu un'operazione. Se ne ricevi uno che non hai chiesto, cambia la password. Dopo ripetuti tentativi errati i successivi vengono rallentati, per impedire che qualcuno indovini la password.</p>`,
      },
      fr: {
        title: 'Protéger votre compte',
        summary:
          'Utilisez un mot de passe de connexion et un mot de passe de transaction distinct, ne partagez jamais vos codes de vérification et sachez ce que nous ne vous demanderons jamais.',
        body: `<p>Votre compte a deux secrets : le <strong>mot de passe de connexion</strong> et un <strong>mot de passe de transaction (de paiement)</strong> distinct, qui confirme les mouvements d'argent. Choisissez-les différents et ne les utilisez nulle part ailleurs.</p><h3>Nous ne vous demanderons jamais</h3><ul><li>vos mots de passe ou un code de vérification, par message, téléphone ou chat ;</li><li>de payer des frais, une taxe ou un « dépôt » pour débloquer un retrait ;</li><li>d'installer un logiciel de prise de contrôle à distance.</li></ul><p>Les codes de vérification ne sont envoyés que lorsque vous lancez vous-même une action. Si vous en recevez un sans l'avoir demandé, changez votre mot de passe. Les erreurs répétées ralentissent les tentatives suivantes, pour empêcher de deviner un mot de passe.</p>`,
      },
      es: {
        title: 'Cómo proteger tu cuenta',
        summary:
          'Usa una contraseña de acceso y otra distinta para operar, no compartas nunca los códigos de verificación y conoce lo que nunca te pediremos.',
        body: `<p>Tu cuenta tiene dos secretos: la <strong>contraseña de acceso</strong> y una <strong>contraseña de operaciones (de pago)</strong> distinta, que confirma los movimientos de dinero. Usa dos diferentes y ninguna en otro sitio.</p><h3>Nunca te pediremos</h3><ul><li>tus contraseñas ni un código de verificación, por mensaje, teléfono o chat;</li><li>que pagues una comisión, un impuesto o un «depósito» para liberar una retirada;</li><li>que instales software de control remoto.</li></ul><p>Los códigos de verificación solo se envían cuando inicias tú una acción. Si recibes uno que no has pedido, cambia tu contraseña. Tras varios intentos fallidos, los siguientes se ralentizan para impedir que alguien adivine la contraseña.</p>`,
      },
      jp: {
        title: 'アカウントを守るために',
        summary:
          'ログインパスワードとは別の取引パスワードを使い、認証コードは決して他人に教えず、当社が決して求めないことを知っておきましょう。',
        body: `<p>アカウントには2つの秘密情報があります。<strong>ログインパスワード</strong>と、資金の移動を確認するための別の<strong>取引（支払い）パスワード</strong>です。両者は別々のものにし、どちらも他のサービスで使い回さないでください。</p><h3>当社が決して求めないこと</h3><ul><li>メッセージ、電話、チャットでパスワードや認証コードを尋ねること。</li><li>出金を解除するための手数料、税金、「保証金」の支払いを求めること。</li><li>遠隔操作ソフトのインストールを求めること。</li></ul><p>認証コードは、お客様ご自身が操作を開始したときにのみ送信されます。心当たりのないコードが届いた場合は、パスワードを変更してください。誤ったパスワードが繰り返し入力されると、推測を防ぐために次の試行までの時間が長くなります。</p>`,
      },
      'zh-Hans': {
        title: '保护您的账户',
        summary: '使用登录密码和另设的交易密码，绝不泄露验证码，并了解我们绝不会向您提出的要求。',
        body: `<p>您的账户有两个秘密：<strong>登录密码</strong>，以及用于确认资金变动的独立<strong>交易（支付）密码</strong>。请设置两个不同的密码，且不要在其他地方使用。</p><h3>我们绝不会</h3><ul><li>通过短信、电话或聊天向您索要密码或验证码；</li><li>要求您支付手续费、税费或“保证金”来解冻提现；</li><li>要求您安装远程控制软件。</li></ul><p>验证码只会在您本人发起操作时发送。如果收到并非您申请的验证码，请立即修改密码。多次输错密码后，后续尝试会被放慢，以防他人猜测密码。</p>`,
      },
    },
  },
];
