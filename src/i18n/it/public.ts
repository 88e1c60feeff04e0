/** Pagine pubbliche: supporto, informativa privacy, marketing (italiano). */
export default {
  common: {
    brand: 'Back-office',
    backToLogin: 'Torna all’accesso',
    /** Un amministratore con la sessione aperta che legge una pagina pubblica. */
    backToApp: 'Torna al back-office',
    languageSwitch: 'Lingua',
    italian: 'Italiano',
    english: 'English',
    footer: 'Back-office di amministrazione dell’elenco delle aziende locali',
  },
  support: {
    title: 'Supporto',
    subtitle: 'Le risposte alle domande più frequenti sul back-office di amministrazione.',
    faqTitle: 'Domande frequenti',
    faq: {
      signIn: {
        q: 'Come accedo al back-office?',
        a: 'Apri la pagina di accesso e inserisci l’indirizzo email e la password del tuo account. Possono entrare solo i membri con diritti di amministratore (la capability IamGOD); gli altri account vengono indirizzati alla pagina “accesso non autorizzato”.',
      },
      forgotPassword: {
        q: 'Ho dimenticato la password. Come la reimposto?',
        a: 'Nella pagina di accesso scegli “Password dimenticata?” e scrivi il tuo indirizzo email. Riceverai un messaggio con un link: aprilo, scegli una nuova password, confermala e accedi di nuovo con la nuova password.',
      },
      activation: {
        q: 'Come attivo un nuovo account?',
        a: 'I nuovi membri ricevono un’email di attivazione. Il link apre la pagina di attivazione con l’indirizzo email già compilato: scegli una password, ripetila nel campo di conferma e invia. Dopo qualche secondo si apre la pagina di accesso.',
      },
      customers: {
        q: 'Come abilito o disabilito un membro?',
        a: 'Vai in Clienti, trova il membro con i filtri o con la ricerca per nome utente, apri il menu azioni della riga e scegli Abilita o Disabilita. Un membro disabilitato non può più accedere all’app. Gli amministratori non possono essere disabilitati da questa schermata.',
      },
      businesses: {
        q: 'Come gestisco le aziende e le loro sedi?',
        a: 'La schermata Aziende elenca tutte le aziende registrate con titolare, sedi e stato. Usa “Vedi tutte” per vedere le sedi con indirizzo e orari di apertura, e il menu della riga per abilitare o disabilitare il membro titolare.',
      },
      categories: {
        q: 'Come organizzo le categorie?',
        a: 'In Categorie l’albero è mostrato a colonne: fai clic su una categoria per aprirne le sottocategorie. Ogni colonna ha un pulsante per aggiungere e ogni riga un menu per aggiungere una sottocategoria, rinominare o eliminare. Una categoria con sottocategorie non può essere eliminata finché non è vuota. Ogni categoria richiede un codice (lettere e cifre) e un nome in italiano e in inglese.',
      },
      products: {
        q: 'Dove trovo i prodotti di un’azienda?',
        a: 'Da Aziende fai clic sul nome dell’azienda: si apre la pagina prodotti con la scheda dell’azienda, una casella di ricerca e l’elenco dei prodotti con prezzi, sconti, categoria e foto. Puoi eliminare un prodotto dopo averlo confermato.',
      },
      notifications: {
        q: 'Come invio una notifica ai membri dell’app?',
        a: 'Apri Notifiche, scrivi un titolo e un messaggio e scegli i destinatari: tutti, solo i membri, solo le aziende o un singolo utente. Puoi anche limitare il messaggio a un paese. L’anteprima mostra come apparirà su iOS e Android prima dell’invio.',
      },
      languageTheme: {
        q: 'Come cambio la lingua o l’aspetto?',
        a: 'In Impostazioni scegli Italiano o English: l’interfaccia cambia subito e la scelta viene ricordata su questo browser. Nella stessa pagina puoi scegliere il tema Predefinito o Oceano e la modalità chiara, scura o di sistema.',
      },
      password: {
        q: 'Come cambio la mia password dopo aver effettuato l’accesso?',
        a: 'Apri il tuo Profilo e scegli “Cambia password”. Inserisci la password attuale, quella nuova e la conferma. Dopo la modifica la sessione verrà chiusa e occorrerà accedere di nuovo con la nuova password.',
      },
    },
    contactTitle: 'Contattaci',
    contactText: 'Non hai trovato la risposta? Scrivi al team di supporto: ti risponderemo entro un giorno lavorativo.',
    emailLabel: 'Email',
    email: 'support@directory-backoffice.example',
    hoursLabel: 'Orari',
    hours: 'Dal lunedì al venerdì, dalle 9:00 alle 18:00 (ora dell’Europa centrale), festivi esclusi',
  },
  privacy: {
    title: 'Informativa sulla privacy',
    effectiveDateLabel: 'Data di entrata in vigore',
    effectiveDate: '19 agosto 2025',
    intro:
      'La presente informativa spiega come raccogliamo, utilizziamo e proteggiamo i dati personali quando usi l’app dell’elenco delle aziende locali e il relativo back-office di amministrazione, in conformità al Regolamento generale sulla protezione dei dati (GDPR, Regolamento (UE) 2016/679).',
    tocTitle: 'Indice',
    sections: {
      controller: {
        title: '1. Titolare del trattamento',
        p1: 'Il titolare del trattamento è la società che gestisce l’app dell’elenco delle aziende locali e questo back-office (la “Società”, “noi”).',
        p2: 'Per qualsiasi domanda su questa informativa o sui tuoi dati personali puoi scrivere a privacy@directory-backoffice.example.',
      },
      dataCollected: {
        title: '2. Dati raccolti',
        p1: 'Dati dell’account: nome, cognome, nome utente, indirizzo email, password (conservata solo come hash sicuro) e, per i commercianti, nome dell’azienda, ragione sociale, partita IVA, sedi, orari di apertura e recapiti.',
        p2: 'Dati di utilizzo: la posizione necessaria a mostrare le aziende vicine, i preferiti, i messaggi scambiati tramite l’app, le preferenze di notifica e dati tecnici come tipo di dispositivo, lingua e file di log.',
        p3: 'Dati del back-office: per gli amministratori, le azioni eseguite (ad esempio abilitare o disabilitare un membro) con la data e l’autore.',
      },
      purposes: {
        title: '3. Finalità del trattamento',
        p1: 'Trattiamo i dati personali per creare e gestire gli account, mettere in contatto gli acquirenti con le aziende locali, verificare i commercianti, recapitare messaggi e notifiche, mantenere sicuro il servizio e adempiere agli obblighi di legge.',
        p2: 'Non vendiamo i dati personali e non li usiamo per decisioni automatizzate che producano effetti giuridici nei tuoi confronti.',
      },
      legalBases: {
        title: '4. Basi giuridiche',
        p1: 'Esecuzione di un contratto (art. 6, par. 1, lett. b GDPR) per fornire l’app e le sue funzioni; obbligo legale (lett. c) per gli adempimenti fiscali e contabili; legittimo interesse (lett. f) per la sicurezza, la prevenzione delle frodi e il miglioramento del servizio; consenso (lett. a) per le notifiche facoltative e i cookie non essenziali, revocabile in qualsiasi momento.',
      },
      retention: {
        title: '5. Conservazione dei dati',
        p1: 'I dati dell’account sono conservati finché l’account esiste. Quando elimini il profilo, i dati vengono cancellati o resi anonimi entro 30 giorni, salvo i casi in cui la legge ci impone di conservarli più a lungo (ad esempio le scritture contabili per 10 anni).',
        p2: 'I log tecnici sono conservati per non più di 12 mesi.',
      },
      sharing: {
        title: '6. Comunicazione dei dati',
        p1: 'Condividiamo i dati solo con i fornitori che li trattano per nostro conto (hosting, invio di email, notifiche push) sulla base di un accordo sul trattamento dei dati, e con le autorità pubbliche quando la legge lo richiede.',
        p2: 'I dati pubblici di un’azienda (nome, indirizzo, orari, recapiti, prodotti) sono visibili a chiunque usi l’app per la natura stessa del servizio.',
      },
      transfers: {
        title: '7. Trasferimenti internazionali',
        p1: 'I dati sono conservati nello Spazio economico europeo. Se un fornitore li tratta al di fuori di esso, il trasferimento è coperto da una decisione di adeguatezza della Commissione europea o dalle Clausole contrattuali standard, con garanzie aggiuntive ove necessario.',
      },
      security: {
        title: '8. Sicurezza',
        p1: 'Usiamo connessioni cifrate (HTTPS), password protette da hash, accesso limitato agli amministratori autorizzati, token di sessione revocati al cambio della password e backup periodici. Nessun sistema è sicuro al cento per cento, ma rivediamo regolarmente le nostre misure.',
      },
      rights: {
        title: '9. I tuoi diritti',
        p1: 'Hai il diritto di accedere ai tuoi dati, di rettificarli, di ottenerne la cancellazione, di limitarne il trattamento o di opporti, alla portabilità dei dati e di revocare il consenso in qualsiasi momento senza pregiudicare la liceità del trattamento precedente.',
        p2: 'Per esercitare questi diritti scrivi a privacy@directory-backoffice.example. Hai anche il diritto di proporre reclamo a un’autorità di controllo, in Italia il Garante per la protezione dei dati personali.',
      },
      cookies: {
        title: '10. Cookie e memoria locale',
        p1: 'Il back-office usa solo cookie tecnici e la memoria locale del browser: auth_token mantiene l’accesso (7 giorni), preferredLanguage ricorda la lingua (1 anno) e sidebar:state ricorda la disposizione della barra laterale (7 giorni). Non usiamo cookie pubblicitari o di profilazione.',
      },
      children: {
        title: '11. Minori',
        p1: 'Il servizio non è destinato ai minori di 14 anni (o dell’età minima per il consenso digitale nel tuo paese). Non raccogliamo consapevolmente dati di minori; se veniamo a sapere di averlo fatto, li cancelliamo.',
      },
      changes: {
        title: '12. Modifiche a questa informativa',
        p1: 'Possiamo aggiornare questa informativa per riflettere cambiamenti del servizio o della legge. La data di entrata in vigore in alto indica la versione più recente; le modifiche rilevanti saranno annunciate nell’app prima di entrare in vigore.',
      },
      contact: {
        title: '13. Contatti',
        p1: 'Per domande su questa informativa o sui tuoi dati personali scrivi a privacy@directory-backoffice.example, oppure al nostro team di supporto all’indirizzo support@directory-backoffice.example.',
      },
    },
  },
  marketing: {
    title: 'Marketing',
    notActiveTitle: 'Le funzioni di marketing non sono attive',
    notActiveText:
      'Al momento non inviamo messaggi promozionali, newsletter o pubblicità personalizzata, e non condividiamo i tuoi dati con terzi per finalità di marketing.',
    futureText:
      'Se in futuro queste funzioni verranno introdotte, saranno facoltative e richiederanno il tuo consenso esplicito, che potrai revocare in qualsiasi momento.',
    privacyLink: 'Leggi l’informativa sulla privacy',
    supportLink: 'Vai al supporto',
  },
};
