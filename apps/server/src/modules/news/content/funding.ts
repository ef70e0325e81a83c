import type { ArticleContent } from './types.ts';

/** Money in and out: bank transfers, USDT, withdrawal fees and times. */
export const FUNDING_ARTICLES: ArticleContent[] = [
  {
    slug: 'deposit-by-bank-transfer',
    category: 'funding',
    publishedAt: '2026-11-18T08:00:00Z',
    text: {
      en: {
        title: 'Depositing by bank transfer',
        summary:
          'Transfer to the account shown in the app, declare the deposit with its amount and proof, and follow its status in your deposit records.',
        body: `<h3>Step by step</h3><ol><li>Open <strong>Deposit</strong> and choose bank transfer. The app shows the bank name, account name, IBAN and BIC to pay to.</li><li>Make the transfer from a bank account in your own name.</li><li>Declare the deposit in the app: the currency, the amount you sent, and a screenshot or PDF of the transfer as proof. You receive a reference.</li></ol><p>A reviewer matches the money received with your declaration. The deposit is then credited in full, credited for the part that actually arrived, or refused with a reason; you get a message in your inbox either way, and the credit appears in your statement.</p><p>Your bank may charge for the transfer, and international transfers can take one or more business days to arrive.</p>`,
      },
      de: {
        title: 'Einzahlung per Banküberweisung',
        summary:
          'Überweisen Sie auf das in der App angezeigte Konto, melden Sie die Einzahlung mit Betrag und Nachweis an und verfolgen Sie den Status in Ihren Einzahlungen.',
        body: `<h3>Schritt für Schritt</h3><ol><li>Öffnen Sie <strong>Einzahlen</strong> und wählen Sie Banküberweisung. Die App zeigt Bankname, Kontoinhaber, IBAN und BIC des Empfängerkontos.</li><li>Überweisen Sie von einem Konto, das auf Ihren Namen lautet.</li><li>Melden Sie die Einzahlung in der App an: Währung, überwiesener Betrag und ein Screenshot oder PDF der Überweisung als Nachweis. Sie erhalten eine Referenz.</li></ol><p>Eine prüfende Person gleicht den Zahlungseingang mit Ihrer Angabe ab. Die Einzahlung wird dann vollständig gutgeschrieben, in Höhe des tatsächlich eingegangenen Teils gutgeschrieben oder mit Begründung abgelehnt; in jedem Fall erhalten Sie eine Nachricht, und die Gutschrift erscheint in Ihrem Kontoauszug.</p><p>Ihre Bank kann Überweisungsgebühren berechnen, und Auslandsüberweisungen können einen oder mehrere Bankarbeitstage dauern.</p>`,
      },
      it: {
        title: 'Depositare con bonifico bancario',
        summary:
          "Fai un bonifico sul conto indicato nell'app, dichiara il deposito con importo e ricevuta e seguine lo stato nei tuoi depositi.",
        body: `<h3>Passo dopo passo</h3><ol><li>Apri <strong>Deposita</strong> e scegli il bonifico bancario. L'app mostra banca, intestatario, IBAN e BIC del conto da pagare.</li><li>Esegui il bonifico da un conto intestato a te.</li><li>Dichiara il deposito nell'app: valuta, importo inviato e uno screenshot o un PDF del bonifico come prova. Riceverai un riferimento.</li></ol><p>Un revisore confronta il denaro ricevuto con la tua dichiarazione. Il deposito viene poi accreditato per intero, accreditato per la parte effettivamente arrivata oppure rifiutato con una motivazione; in ogni caso ricevi un messaggio e l'accredito compare nel tuo estratto conto.</p><p>La tua banca può applicare commissioni, e i bonifici internazionali possono richiedere uno o più giorni lavorativi.</p>`,
      },
      fr: {
        title: 'Déposer par virement bancaire',
        summary:
          "Faites un virement vers le compte indiqué dans l'application, déclarez le dépôt avec son montant et un justificatif, puis suivez son statut dans vos dépôts.",
        body: `<h3>Étape par étape</h3><ol><li>Ouvrez <strong>Dépôt</strong> et choisissez le virement bancaire. L'application affiche la banque, le titulaire, l'IBAN et le BIC du compte à créditer.</li><li>Effectuez le virement depuis un compte à votre nom.</li><li>Déclarez le dépôt dans l'application : la devise, le montant envoyé et une capture d'écran ou un PDF du virement comme justificatif. Vous recevez une référence.</li></ol><p>Un examinateur rapproche l'argent reçu de votre déclaration. Le dépôt est alors crédité en totalité, crédité pour la part réellement reçue, ou refusé avec un motif ; dans tous les cas vous recevez un message, et le crédit figure sur votre relevé.</p><p>Votre banque peut facturer le virement, et un virement international peut prendre un ou plusieurs jours ouvrés.</p>`,
      },
      es: {
        title: 'Depositar por transferencia bancaria',
        summary:
          'Transfiere a la cuenta que indica la app, declara el depósito con su importe y justificante y sigue su estado en tus depósitos.',
        body: `<h3>Paso a paso</h3><ol><li>Abre <strong>Depositar</strong> y elige transferencia bancaria. La app muestra el banco, el titular, el IBAN y el BIC de la cuenta de destino.</li><li>Haz la transferencia desde una cuenta a tu nombre.</li><li>Declara el depósito en la app: la divisa, el importe enviado y una captura o un PDF de la transferencia como justificante. Recibirás una referencia.</li></ol><p>Un revisor compara el dinero recibido con tu declaración. Después, el depósito se abona entero, se abona por la parte que realmente llegó o se rechaza con un motivo; en cualquier caso recibes un mensaje y el abono aparece en tu extracto.</p><p>Tu banco puede cobrar por la transferencia, y las transferencias internacionales pueden tardar uno o más días hábiles.</p>`,
      },
      jp: {
        title: '銀行振込による入金',
        summary:
          'アプリに表示された口座へ振り込み、金額と証明書類を添えて入金を申請し、入金履歴で状況を確認します。',
        body: `<h3>手順</h3><ol><li><strong>入金</strong>を開き、銀行振込を選びます。振込先の銀行名、口座名義、IBAN、BICが表示されます。</li><li>ご本人名義の銀行口座から振り込みます。</li><li>アプリで入金を申請します：通貨、振込金額、証明として振込画面のスクリーンショットまたはPDF。参照番号が発行されます。</li></ol><p>審査担当者が着金とお客様の申請内容を照合します。入金は全額反映、実際に着金した分のみ反映、または理由を付して却下のいずれかとなり、どの場合も受信箱にメッセージが届き、反映分は取引明細に表示されます。</p><p>振込手数料がかかる場合があり、海外送金の着金には1営業日以上かかることがあります。</p>`,
      },
      'zh-Hans': {
        title: '通过银行转账入金',
        summary: '向应用中显示的账户转账，提交入金申请并附上金额和凭证，然后在入金记录中查看状态。',
        body: `<h3>操作步骤</h3><ol><li>打开<strong>入金</strong>并选择银行转账。应用会显示收款银行名称、账户名、IBAN和BIC。</li><li>从您本人名下的银行账户转账。</li><li>在应用中提交入金申请：币种、转账金额，以及转账截图或PDF作为凭证。您会获得一个参考编号。</li></ol><p>审核人员会将到账资金与您的申请进行核对。之后入金会全额入账、按实际到账部分入账，或说明理由后拒绝；无论结果如何，您都会收到站内信，入账记录会出现在您的对账单中。</p><p>您的银行可能收取转账费用，跨境转账可能需要一个或多个工作日才能到账。</p>`,
      },
    },
  },
  {
    slug: 'deposit-usdt',
    category: 'funding',
    publishedAt: '2026-11-17T08:00:00Z',
    text: {
      en: {
        title: 'Depositing USDT: ERC-20 or TRC-20, three confirmations',
        summary:
          'Only USDT on Ethereum (ERC-20) or Tron (TRC-20) is accepted, sent to the address of the same network; it is credited after 3 network confirmations.',
        body: `<p>The platform accepts one stablecoin, <strong>USDT</strong>, on two networks: <strong>ERC-20</strong> (Ethereum) and <strong>TRC-20</strong> (Tron). Each network has its own deposit address in the app.</p><ul><li>Send only USDT, and only on the network that matches the address you copied. Tokens sent on another network or to the wrong address may be lost for good.</li><li>The address is yours alone: a transfer that reaches it is credited to you automatically. Declaring the deposit with its transaction hash is optional; it only helps us match it faster.</li><li>The deposit is credited to your USDT account after <strong>3 network confirmations</strong>; a risk review takes up to 5 minutes.</li></ul><p>The network charges its own fee (gas) when you send; that fee is paid to the network, not to us. Nobody else can claim a transfer to your address.</p>`,
      },
      de: {
        title: 'USDT einzahlen: ERC-20 oder TRC-20, drei Bestätigungen',
        summary:
          'Akzeptiert wird nur USDT auf Ethereum (ERC-20) oder Tron (TRC-20), gesendet an die Adresse desselben Netzwerks; gutgeschrieben nach 3 Netzwerkbestätigungen.',
        body: `<p>Die Plattform akzeptiert einen Stablecoin, <strong>USDT</strong>, auf zwei Netzwerken: <strong>ERC-20</strong> (Ethereum) und <strong>TRC-20</strong> (Tron). Jedes Netzwerk hat in der App seine eigene Einzahlungsadresse.</p><ul><li>Senden Sie nur USDT und nur über das Netzwerk, das zur kopierten Adresse passt. Token, die über ein anderes Netzwerk oder an eine falsche Adresse gesendet werden, können endgültig verloren sein.</li><li>Die Adresse gehört nur Ihnen: Eine Überweisung, die dort ankommt, wird Ihnen automatisch gutgeschrieben. Die Anmeldung mit dem Transaktions-Hash ist freiwillig und hilft uns nur, sie schneller zuzuordnen.</li><li>Die Gutschrift auf Ihrem USDT-Konto erfolgt nach <strong>3 Netzwerkbestätigungen</strong>; eine Risikoprüfung dauert bis zu 5 Minuten.</li></ul><p>Das Netzwerk erhebt beim Senden eine eigene Gebühr (Gas); sie geht an das Netzwerk, nicht an uns. Niemand sonst kann eine Überweisung an Ihre Adresse beanspruchen.</p>`,
      },
      it: {
        title: 'Depositare USDT: ERC-20 o TRC-20, tre conferme',
        summary:
          "Si accettano solo USDT su Ethereum (ERC-20) o Tron (TRC-20), inviati all'indirizzo della stessa rete; l'accredito avviene dopo 3 conferme di rete.",
        body: `<p>La piattaforma accetta una sola stablecoin, <strong>USDT</strong>, su due reti: <strong>ERC-20</strong> (Ethereum) e <strong>TRC-20</strong> (Tron). Ogni rete ha il proprio indirizzo di deposito nell'app.</p><ul><li>Invia solo USDT e solo sulla rete corrispondente all'indirizzo copiato. I token inviati su un'altra rete o a un indirizzo sbagliato possono andare persi per sempre.</li><li>L'indirizzo è solo tuo: un trasferimento che lo raggiunge ti viene accreditato automaticamente. Dichiarare il deposito con l'hash della transazione è facoltativo e ci aiuta solo ad abbinarlo più in fretta.</li><li>Il deposito viene accreditato sul tuo conto in USDT dopo <strong>3 conferme di rete</strong>; un controllo dei rischi richiede fino a 5 minuti.</li></ul><p>La rete applica una propria commissione (gas) all'invio, pagata alla rete e non a noi. Nessun altro può rivendicare un trasferimento al tuo indirizzo.</p>`,
      },
      fr: {
        title: 'Déposer des USDT : ERC-20 ou TRC-20, trois confirmations',
        summary:
          "Seuls les USDT sur Ethereum (ERC-20) ou Tron (TRC-20) sont acceptés, envoyés à l'adresse du même réseau ; crédit après 3 confirmations du réseau.",
        body: `<p>La plateforme accepte un seul stablecoin, l'<strong>USDT</strong>, sur deux réseaux : <strong>ERC-20</strong> (Ethereum) et <strong>TRC-20</strong> (Tron). Chaque réseau a sa propre adresse de dépôt dans l'application.</p><ul><li>N'envoyez que des USDT, et uniquement sur le réseau correspondant à l'adresse copiée. Des jetons envoyés sur un autre réseau ou à une mauvaise adresse peuvent être définitivement perdus.</li><li>L'adresse est à vous seul : un transfert qui l'atteint vous est crédité automatiquement. Déclarer le dépôt avec le hash de la transaction est facultatif et nous aide seulement à le rapprocher plus vite.</li><li>Le dépôt est crédité sur votre compte en USDT après <strong>3 confirmations du réseau</strong> ; un contrôle des risques prend jusqu'à 5 minutes.</li></ul><p>Le réseau prélève ses propres frais (gas) à l'envoi ; ils sont payés au réseau, pas à nous. Personne d'autre ne peut revendiquer un transfert vers votre adresse.</p>`,
      },
      es: {
        title: 'Depositar USDT: ERC-20 o TRC-20, tres confirmaciones',
        summary:
          'Solo se aceptan USDT en Ethereum (ERC-20) o Tron (TRC-20), enviados a la dirección de la misma red; se abonan tras 3 confirmaciones de red.',
        body: `<p>La plataforma acepta una sola stablecoin, <strong>USDT</strong>, en dos redes: <strong>ERC-20</strong> (Ethereum) y <strong>TRC-20</strong> (Tron). Cada red tiene su propia dirección de depósito en la app.</p><ul><li>Envía solo USDT y solo por la red que corresponde a la dirección copiada. Los tokens enviados por otra red o a una dirección equivocada pueden perderse para siempre.</li><li>La dirección es solo tuya: una transferencia que llega a ella se te abona automáticamente. Declarar el depósito con el hash de la transacción es opcional y solo nos ayuda a identificarlo antes.</li><li>El depósito se abona en tu cuenta en USDT tras <strong>3 confirmaciones de red</strong>; una revisión de riesgos tarda hasta 5 minutos.</li></ul><p>La red cobra su propia comisión (gas) al enviar; se paga a la red, no a nosotros. Nadie más puede reclamar una transferencia a tu dirección.</p>`,
      },
      jp: {
        title: 'USDTの入金：ERC-20またはTRC-20、3承認',
        summary:
          'Ethereum（ERC-20）またはTron（TRC-20）上のUSDTのみを受け付けます。同じネットワークのアドレスへ送金し、3回のネットワーク承認後に反映されます。',
        body: `<p>本プラットフォームが受け付けるステーブルコインは<strong>USDT</strong>のみで、ネットワークは<strong>ERC-20</strong>（Ethereum）と<strong>TRC-20</strong>（Tron）の2つです。ネットワークごとにアプリ内に専用の入金アドレスがあります。</p><ul><li>USDTのみを、コピーしたアドレスと同じネットワークで送金してください。別のネットワークや誤ったアドレスに送ったトークンは、永久に失われる可能性があります。</li><li>このアドレスはお客様専用です。届いた送金は自動的にお客様に入金されます。トランザクションハッシュの申請は任意で、照合を早めるためだけのものです。</li><li><strong>3回のネットワーク承認</strong>後、USDT口座に反映されます。リスク審査には最大5分かかります。</li></ul><p>送金時にはネットワーク独自の手数料（ガス代）がかかり、これは当社ではなくネットワークに支払われます。お客様のアドレスへの送金を他人が申請することはできません。</p>`,
      },
      'zh-Hans': {
        title: 'USDT入金：ERC-20或TRC-20，三次确认',
        summary:
          '仅接受以太坊（ERC-20）或波场（TRC-20）上的USDT，并须转入同一网络的地址；经3次网络确认后入账。',
        body: `<p>本平台只接受一种稳定币<strong>USDT</strong>，支持两个网络：<strong>ERC-20</strong>（以太坊）和<strong>TRC-20</strong>（波场）。每个网络在应用中都有各自的入金地址。</p><ul><li>只发送USDT，并且只通过与所复制地址相同的网络发送。通过其他网络或向错误地址发送的代币可能永久丢失。</li><li>该地址为您专属：到达该地址的转账会自动记入您的账户。填写交易哈希申报入金是可选的，只用于帮助我们更快匹配。</li><li>经过<strong>3次网络确认</strong>后，资金将记入您的USDT账户；风控审核最长需要5分钟。</li></ul><p>发送时网络会收取自身的手续费（Gas），该费用支付给网络而非我们。他人无法认领转入您地址的款项。</p>`,
      },
    },
  },
  {
    slug: 'withdrawal-fees-and-times',
    category: 'funding',
    publishedAt: '2026-11-16T08:00:00Z',
    text: {
      en: {
        title: 'Withdrawals: the fee, the minimum and how long it takes',
        summary:
          'The fee is shown before you confirm and is the only cost. Requests on business days are processed within 24 hours; bank transfers arrive T+2.',
        body: `<p>You can withdraw your available cash to a bank account or a crypto wallet bound to your account, in your own name. A verified identity is required.</p><h3>Costs</h3><ul><li>The minimum withdrawal is <strong>USD 10</strong> or its equivalent.</li><li>The handling fee is calculated and shown <strong>before you confirm</strong>. It is the only cost: no flow will ever ask you to pay anything more to release a withdrawal.</li></ul><h3>Timing</h3><ul><li>Requests made on business days are processed <strong>within 24 hours</strong>; requests made on weekends or holidays are processed on the next business day.</li><li>Bank withdrawals arrive <strong>T+2</strong>: two business days after processing.</li><li>While a request waits, the app shows how long it has waited against the promised time.</li></ul><p>The amount is held from your available cash while the request is reviewed. If it is refused or cancelled, the hold is released in full.</p>`,
      },
      de: {
        title: 'Auszahlungen: Gebühr, Mindestbetrag und Dauer',
        summary:
          'Die Gebühr wird vor dem Bestätigen angezeigt und ist die einzige Kostenposition. Anträge an Bankarbeitstagen werden binnen 24 Stunden bearbeitet; Banküberweisungen kommen T+2 an.',
        body: `<p>Sie können Ihr verfügbares Guthaben auf ein Bankkonto oder eine Krypto-Wallet auszahlen, die mit Ihrem Konto verknüpft sind und auf Ihren Namen lauten. Eine bestätigte Identität ist erforderlich.</p><h3>Kosten</h3><ul><li>Die Mindestauszahlung beträgt <strong>10 USD</strong> oder den Gegenwert.</li><li>Die Bearbeitungsgebühr wird <strong>vor dem Bestätigen</strong> berechnet und angezeigt. Sie ist die einzige Kostenposition: Kein Ablauf verlangt jemals eine weitere Zahlung, um eine Auszahlung freizugeben.</li></ul><h3>Dauer</h3><ul><li>Anträge an Bankarbeitstagen werden <strong>innerhalb von 24 Stunden</strong> bearbeitet; Anträge an Wochenenden oder Feiertagen am nächsten Bankarbeitstag.</li><li>Bankauszahlungen kommen <strong>T+2</strong> an: zwei Bankarbeitstage nach der Bearbeitung.</li><li>Solange ein Antrag wartet, zeigt die App, wie lange er schon wartet, gemessen an der zugesagten Zeit.</li></ul><p>Der Betrag wird während der Prüfung von Ihrem verfügbaren Guthaben reserviert. Wird der Antrag abgelehnt oder storniert, wird die Reservierung vollständig aufgehoben.</p>`,
      },
      it: {
        title: 'Prelievi: la commissione, il minimo e i tempi',
        summary:
          'La commissione è mostrata prima della conferma ed è l’unico costo. Le richieste nei giorni lavorativi sono evase entro 24 ore; i bonifici arrivano T+2.',
        body: `<p>Puoi prelevare il tuo saldo disponibile su un conto bancario o un wallet crypto collegati al tuo conto e intestati a te. È richiesta un'identità verificata.</p><h3>Costi</h3><ul><li>Il prelievo minimo è di <strong>10 USD</strong> o il controvalore.</li><li>La commissione viene calcolata e mostrata <strong>prima della conferma</strong>. È l'unico costo: nessuna procedura ti chiederà mai di pagare altro per sbloccare un prelievo.</li></ul><h3>Tempi</h3><ul><li>Le richieste fatte nei giorni lavorativi sono evase <strong>entro 24 ore</strong>; quelle fatte nel fine settimana o nei festivi, il giorno lavorativo successivo.</li><li>I prelievi su banca arrivano <strong>T+2</strong>: due giorni lavorativi dopo l'evasione.</li><li>Mentre una richiesta è in attesa, l'app mostra da quanto attende rispetto al tempo promesso.</li></ul><p>L'importo viene vincolato sul tuo saldo disponibile durante l'esame. Se la richiesta è rifiutata o annullata, il vincolo viene rilasciato per intero.</p>`,
      },
      fr: {
        title: 'Retraits : les frais, le minimum et les délais',
        summary:
          'Les frais sont affichés avant votre confirmation et constituent le seul coût. Les demandes des jours ouvrés sont traitées sous 24 heures ; les virements arrivent à T+2.',
        body: `<p>Vous pouvez retirer votre solde disponible vers un compte bancaire ou un portefeuille crypto associés à votre compte et à votre nom. Une identité vérifiée est requise.</p><h3>Coûts</h3><ul><li>Le retrait minimum est de <strong>10 USD</strong> ou l'équivalent.</li><li>Les frais de traitement sont calculés et affichés <strong>avant votre confirmation</strong>. C'est le seul coût : aucune procédure ne vous demandera jamais de payer davantage pour débloquer un retrait.</li></ul><h3>Délais</h3><ul><li>Les demandes faites un jour ouvré sont traitées <strong>sous 24 heures</strong> ; celles faites le week-end ou un jour férié, le jour ouvré suivant.</li><li>Les retraits bancaires arrivent à <strong>T+2</strong> : deux jours ouvrés après le traitement.</li><li>Tant qu'une demande attend, l'application indique depuis combien de temps, au regard du délai promis.</li></ul><p>Le montant est bloqué sur votre solde disponible pendant l'examen. Si la demande est refusée ou annulée, le blocage est entièrement levé.</p>`,
      },
      es: {
        title: 'Retiradas: la comisión, el mínimo y los plazos',
        summary:
          'La comisión se muestra antes de confirmar y es el único coste. Las solicitudes en días hábiles se tramitan en 24 horas; las transferencias llegan en T+2.',
        body: `<p>Puedes retirar tu saldo disponible a una cuenta bancaria o a un monedero cripto vinculados a tu cuenta y a tu nombre. Se requiere una identidad verificada.</p><h3>Costes</h3><ul><li>La retirada mínima es de <strong>10 USD</strong> o su equivalente.</li><li>La comisión de gestión se calcula y se muestra <strong>antes de confirmar</strong>. Es el único coste: ningún proceso te pedirá nunca pagar algo más para liberar una retirada.</li></ul><h3>Plazos</h3><ul><li>Las solicitudes hechas en días hábiles se tramitan <strong>en 24 horas</strong>; las hechas en fin de semana o festivo, el siguiente día hábil.</li><li>Las retiradas bancarias llegan en <strong>T+2</strong>: dos días hábiles después de tramitarse.</li><li>Mientras una solicitud espera, la app muestra cuánto lleva esperando frente al plazo prometido.</li></ul><p>El importe queda retenido de tu saldo disponible durante la revisión. Si la solicitud se rechaza o se cancela, la retención se libera por completo.</p>`,
      },
      jp: {
        title: '出金：手数料、最低金額、所要時間',
        summary:
          '手数料は確定前に表示され、それ以外の費用はかかりません。営業日の申請は24時間以内に処理され、銀行振込はT+2で着金します。',
        body: `<p>利用可能残高は、ご本人名義でアカウントに登録した銀行口座または暗号資産ウォレットへ出金できます。本人確認の完了が必要です。</p><h3>費用</h3><ul><li>最低出金額は<strong>10米ドル</strong>またはその相当額です。</li><li>出金手数料は<strong>確定前に</strong>計算・表示されます。費用はこれだけで、出金を解除するために追加の支払いを求める手続きは一切ありません。</li></ul><h3>所要時間</h3><ul><li>営業日の申請は<strong>24時間以内</strong>に処理され、週末・祝日の申請は翌営業日に処理されます。</li><li>銀行への出金は<strong>T+2</strong>、つまり処理から2営業日後に着金します。</li><li>申請が処理待ちの間、約束の時間に対してどれだけ待っているかがアプリに表示されます。</li></ul><p>審査中、金額は利用可能残高から拘束されます。申請が却下または取り消された場合、拘束は全額解除されます。</p>`,
      },
      'zh-Hans': {
        title: '提现：手续费、最低金额和处理时间',
        summary:
          '手续费在您确认前显示，且是唯一的费用。工作日的申请在24小时内处理；银行转账T+2到账。',
        body: `<p>您可以将可用余额提现到已绑定在您账户下、且为您本人名下的银行账户或加密钱包。提现需要先完成身份认证。</p><h3>费用</h3><ul><li>最低提现金额为<strong>10美元</strong>或等值金额。</li><li>手续费会在<strong>您确认之前</strong>计算并显示。这是唯一的费用：任何流程都不会要求您额外付款才能解冻提现。</li></ul><h3>处理时间</h3><ul><li>工作日提交的申请在<strong>24小时内</strong>处理；周末或节假日提交的申请在下一个工作日处理。</li><li>银行提现<strong>T+2</strong>到账，即处理后的两个工作日。</li><li>申请等待期间，应用会显示已等待的时间与承诺时间的对比。</li></ul><p>审核期间，该金额会从您的可用余额中冻结。如果申请被拒绝或取消，冻结金额将全部释放。</p>`,
      },
    },
  },
];
