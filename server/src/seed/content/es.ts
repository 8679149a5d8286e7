import type { SeedContent } from './types';

const BANNERS: SeedContent['banners'] = {
  'spot-trading': {
    headline: 'Opera BTC, ETH y más las 24 horas',
    subline: 'Órdenes límite y de mercado, libro de órdenes en vivo, prioridad precio-tiempo',
  },
  'lock-products': {
    headline: 'Pon a trabajar tus USDT inactivos',
    subline: 'Productos de ahorro bloqueado a plazo fijo con el interés diario a la vista',
  },
  'secure-account': {
    headline: 'Tu cuenta, bien protegida',
    subline: 'Contraseña de trading, correo y teléfono verificados: sube tu nivel de seguridad hoy',
  },
};

/** Spanish. */
export const ES_CONTENT: SeedContent = {
  banners: BANNERS,
  articles: {
    1: {
      title: BANNERS['spot-trading'].headline,
      paragraphs: [
        'El trading al contado funciona las 24 horas, los 7 días de la semana, con ocho pares en USDT y tres pares en BTC.',
        'Coloca órdenes límite a tu precio u órdenes de mercado al mejor precio disponible. Las órdenes se casan por precio y luego por hora de llegada, y cada ejecución se realiza al precio de la orden que ya estaba en el libro.',
      ],
    },
    2: {
      title: BANNERS['lock-products'].headline,
      paragraphs: [
        'Los productos de ahorro bloqueado pagan una tasa anual fija sobre el importe que bloqueas durante el plazo elegido. Los intereses se generan a diario y se abonan en tu cuenta spot; el capital se devuelve al vencimiento.',
        'Cada movimiento aparece en tu historial de fondos, así que puedes comprobar los intereses de cada día hasta el último decimal.',
      ],
    },
    3: {
      title: BANNERS['secure-account'].headline,
      paragraphs: [
        'Tu nivel de seguridad sube con cada protección que añades: un número de teléfono vinculado, un correo electrónico verificado y una identidad verificada.',
        'Configura también una contraseña de trading: se te pedirá en retiros y transferencias, incluso si otra persona consigue tus datos de acceso.',
      ],
    },
    4: {
      title: 'Mantenimiento programado el domingo, de 02:00 a 03:00 UTC',
      paragraphs: [
        'Para actualizar nuestros servidores de bases de datos, el trading, los depósitos y los retiros se pausarán el domingo de 02:00 a 03:00 UTC.',
        'Las órdenes abiertas permanecen en el libro durante el mantenimiento y vuelven a casarse en cuanto el servicio se restablece. No tienes que hacer nada.',
        'Lamentamos las molestias y te agradecemos tu paciencia.',
      ],
    },
    5: {
      title: 'Nuevo listado: ya se puede operar TRX/USDT al contado',
      paragraphs: [
        'TRON (TRX) ya está listado y el par TRX/USDT está abierto al trading al contado.',
        'El par cotiza con 4 decimales y las cantidades van en pasos de 0,1 TRX; una orden debe valer al menos 5 USDT.',
      ],
    },
    6: {
      title: 'Aviso de seguridad: cómo reconocer el phishing',
      paragraphs: [
        'Los estafadores copian las páginas de los exchanges para robar credenciales. Comprueba siempre la barra de direcciones antes de introducir tu contraseña y nunca compartas un código de verificación con nadie, ni siquiera con quien diga ser de nuestro equipo.',
        'Ejemplo de una etiqueta de imagen maliciosa que una página descuidada ejecutaría:',
        'este script nunca debe ejecutarse',
        'Si crees que tu cuenta está en riesgo, cambia tu contraseña y contacta con soporte de inmediato.',
      ],
    },
    7: {
      title: 'Seis pares en la franja de mercados de inicio',
      paragraphs: [
        'La franja de mercados de la página de inicio muestra seis pares con su precio en vivo y su variación en 24 horas: BTC, ETH, LTC, XRP, EOS y BCH frente a USDT. Selecciona una tarjeta para operar ese par.',
        'Todos los demás pares, incluidos DOGE/USDT, TRX/USDT y los pares en BTC, están en la página de trading.',
      ],
    },
    8: {
      title: 'Nuevas comisiones del trading al contado',
      paragraphs: [
        'A partir del día uno del próximo mes, la comisión estándar al contado es del 0,1 % tanto para órdenes maker como taker.',
        'El cuadro completo está en la página Comisiones, dentro de Servicios.',
      ],
    },
    9: {
      title: 'Los depósitos de BTC se abonan ahora tras 2 confirmaciones',
      paragraphs: [
        'Los depósitos de bitcoin se abonan ahora en tu cuenta spot tras 2 confirmaciones de red en lugar de 3, y se pueden retirar tras 6.',
      ],
    },
    10: {
      title: 'Ya están disponibles el tailandés y el vietnamita',
      paragraphs: [
        'El sitio ya está disponible en 11 idiomas. Elige el tuyo en el menú de idiomas de la cabecera; tu elección se recuerda en este dispositivo.',
      ],
    },
    11: {
      title: 'Horario de atención al cliente en las fiestas',
      paragraphs: [
        'El chat de soporte en línea sigue abierto las 24 horas durante las fiestas. Las consultas por correo electrónico pueden tardar hasta 48 horas en responderse.',
      ],
    },
    12: {
      title: 'Quiénes somos',
      paragraphs: [
        'Gestionamos un exchange de activos digitales para inversores minoristas: trading al contado, con apalancamiento y de subida/bajada a corto plazo, además de productos de ahorro bloqueado a plazo fijo.',
        'Nuestros principios son sencillos. Los precios salen de operaciones reales, los resultados se liquidan según el historial de precios registrado y tu saldo se contabiliza hasta el último decimal.',
      ],
    },
    13: {
      title: 'Nuestras prácticas de seguridad',
      paragraphs: [
        'Las contraseñas solo se guardan como hashes scrypt con sal. Los tokens de sesión son aleatorios, caducan a los siete días y puedes revocarlos en cualquier momento cerrando sesión.',
        'Los códigos de verificación son de un solo uso, caducan a los diez minutos y tienen un límite de envíos.',
      ],
    },
    14: {
      title: 'Empleo',
      paragraphs: [
        'Buscamos ingenieros, especialistas en operaciones de mercado y agentes de soporte multilingües.',
        'Envía tu CV y unas líneas sobre aquello en lo que te gustaría trabajar a jobs@exchange.local.',
      ],
    },
    15: {
      title: 'Prensa y medios',
      paragraphs: [
        'Los periodistas pueden contactar con nuestro equipo de comunicación en press@exchange.local. Logotipos y capturas del producto disponibles bajo petición.',
      ],
    },
    16: {
      title: 'Comisiones',
      paragraphs: [
        'Trading al contado: 0,1 % maker, 0,1 % taker. Los depósitos son gratuitos. Las comisiones de retiro dependen de la red y se muestran antes de confirmar.',
        'Las posiciones apalancadas pagan una comisión de apertura y una comisión diaria de financiación sobre el valor de la posición; ambas se muestran en el formulario de orden.',
      ],
    },
    17: {
      title: 'Guía de trading al contado',
      paragraphs: [
        'Una orden límite permanece en el libro hasta que se ejecuta o se cancela. Una orden de mercado se ejecuta al instante contra los mejores precios del otro lado.',
        'Usa el control deslizante para fijar el tamaño de una orden como parte de tu saldo disponible: 25 %, 50 %, 75 % o 100 %.',
      ],
    },
    18: {
      title: 'Solicitud de listado',
      paragraphs: [
        'Los proyectos que quieran listar un token pueden solicitarlo en listing@exchange.local. Antes de cualquier listado revisamos la liquidez, las auditorías de seguridad y el equipo.',
      ],
    },
    19: {
      title: 'Servicios institucionales',
      paragraphs: [
        'Empresas y fondos pueden abrir cuentas institucionales con soporte dedicado y límites más altos. Contacto: institutions@exchange.local.',
      ],
    },
    20: {
      title: 'Cómo depositar',
      paragraphs: [
        'Abre Activos, elige la moneda y copia tu dirección de depósito. Envía solo esa moneda por la red indicada; de lo contrario, los fondos podrían perderse.',
        'El depósito se abona tras el número de confirmaciones de red requerido.',
      ],
    },
    21: {
      title: 'Cómo retirar',
      paragraphs: [
        'Añade primero una dirección de retiro y luego introduce el importe y tu contraseña de trading. La comisión y el importe que recibirás se muestran antes de confirmar.',
      ],
    },
    22: {
      title: 'Restablecer una contraseña olvidada',
      paragraphs: [
        'Usa el enlace «¿Olvidaste tu contraseña?» de la página de inicio de sesión. Te enviamos un código de verificación a tu correo o teléfono; introdúcelo junto con tu nueva contraseña de 6 a 16 letras o dígitos.',
      ],
    },
    23: {
      title: 'Contactar con soporte',
      paragraphs: [
        'Chatea con nosotros con el botón de atención en línea de la esquina inferior derecha de cada página, o escribe a support@exchange.local. Nunca nos envíes tu contraseña.',
      ],
    },
    24: {
      title: 'Política de privacidad',
      paragraphs: [
        'Esta política explica qué datos personales recogemos, para qué y qué derechos tienes.',
        'Recogemos los datos que nos facilitas (correo electrónico, número de teléfono y documentos de identidad cuando verificas tu identidad) y los que genera tu uso del servicio (órdenes, operaciones, depósitos, retiros, horas de inicio de sesión y direcciones IP).',
        'Los usamos para gestionar tu cuenta, cumplir nuestras obligaciones legales, mantener la seguridad del servicio y atender tus solicitudes. No vendemos datos personales.',
        'Puedes pedir una copia de tus datos, su corrección y, cuando la ley lo permita, su eliminación escribiendo a privacy@exchange.local.',
      ],
    },
    25: {
      title: 'Política de cookies',
      paragraphs: [
        'Guardamos algunos valores en tu navegador: tu token de sesión, tu idioma, tu tema y el último par que operaste. Son necesarios para que el sitio funcione y no se usan con fines publicitarios.',
      ],
    },
  },
  notify: {
    title: 'Bienvenido al exchange',
    content:
      'Los mercados al contado están abiertos las 24 horas. El mantenimiento programado se realiza el domingo de 02:00 a 03:00 UTC; las órdenes abiertas permanecen en el libro. Nunca compartas tu contraseña ni tus códigos de verificación con nadie.',
  },
  lockProducts: {
    'USDT 7-day lock': 'Ahorro bloqueado USDT 7 días',
    'USDT 30-day lock': 'Ahorro bloqueado USDT 30 días',
    'USDT 90-day lock': 'Ahorro bloqueado USDT 90 días',
    'BTC 30-day lock': 'Ahorro bloqueado BTC 30 días',
  },
};
