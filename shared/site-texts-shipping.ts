export const SHIPPING_LEDE =
  'Every work leaves our Beijing gallery packed by our own staff, insured, and with the papers your customs will ask for. Here is how it works, and what to check before you buy.';

export const SHIPPING_LEDE_ZH =
  '每一件作品都由我们的员工在北京画廊亲手包装，投保后发出，并附有海关所需的文件。以下说明具体流程，以及购买前需要确认的事项。';

export const SHIPPING_BODY = [
  '<h2>How works are shipped from Beijing</h2>',
  '<p>Once a work is paid for, we pack it in the gallery: paintings on paper are rolled in a tube or flat-packed between boards, framed works and canvases are crated. We send them insured for their full price by an international courier (usually DHL or EMS), with tracking; delivery to Europe, North America and most of Asia takes 5 to 10 working days. Within mainland China we send by SF Express, usually in 1 to 3 days. You can also collect your work from the gallery in the 798 Art District.</p>',
  '<p>We quote the shipping and insurance for your work and your address before you decide, so the price you agree to is the price you pay.</p>',
  '<h2>Export papers and customs</h2>',
  "<p>Every work comes with the gallery's certificate of origin and an invoice stating the artist, title, medium, size and price. We prepare the export declaration in China. On arrival, your country's customs may charge import duty or VAT, and the courier may add a handling fee; these are paid by the buyer and are not included in our price. Original works of art often have a reduced rate: your customs office can tell you which applies.</p>",
  '<h2>What to check in your own country</h2>',
  '<p>Some countries restrict or forbid the import of goods made in North Korea, including works of art; the rules differ from one country to the next and change from time to time. Please check them with your customs authority before you buy. If we know that we cannot ship to your country, we will tell you when we answer your enquiry, and you are welcome to collect the work in Beijing instead.</p>',
  '<h2>Payment</h2>',
  '<p>No payment is taken on this website. When we have confirmed that the work is available and agreed the price and shipping with you, we send an invoice. You can pay:</p>',
  '<ul>',
  "<li><p><strong>by bank transfer</strong> in euros, US dollars or yuan, to the gallery's account in China;</p></li>",
  '<li><p><strong>by Alipay or WeChat Pay</strong> in yuan, from a Chinese or international account.</p></li>',
  '</ul>',
  "<p>Prices are set in euros. Where the shop shows an amount in yuan or dollars beside the euro price, it is indicative only, at the gallery's exchange rate; the invoice states the exact amount in the currency you pay in. A work is shipped once it is paid for in full.</p>",
  '<h2>Questions</h2>',
  '<p>Write to {email} or use the <a href="/about#contact">contact form</a>; we answer within 2 business days.</p>',
].join('');

export const SHIPPING_BODY_ZH = [
  '<h2>作品如何从北京发出</h2>',
  '<p>作品付款后，由我们在画廊内包装：纸本作品卷入画筒或夹在硬板之间平寄，装框作品和布面油画装入木箱。国际寄送通过国际快递（通常为DHL或EMS），按作品全价投保，可全程跟踪；寄往欧洲、北美和亚洲大部分地区一般需要5至10个工作日。中国大陆境内通过顺丰快递寄送，一般1至3天送达。您也可以到798艺术区的画廊自取。</p>',
  '<p>在您决定购买之前，我们会根据作品和您的地址报出运费和保险费，您确认的价格就是最终支付的价格。</p>',
  '<h2>出口文件与海关</h2>',
  '<p>每件作品均附有画廊出具的来源证书和发票，注明艺术家、作品名称、材质、尺寸和价格。出口报关手续由我们在中国办理。作品到达后，您所在国家的海关可能征收进口关税或增值税，快递公司也可能收取清关服务费；这些费用由买方承担，不包含在我们的价格中。艺术品原作通常适用较低税率，具体请咨询当地海关。</p>',
  '<h2>请在您所在的国家确认</h2>',
  '<p>一些国家限制或禁止进口朝鲜制造的商品，包括艺术品；各国规定不同，且时有变化。购买前请向当地海关确认。如果我们知道无法寄往您所在的国家，会在答复询价时告知您，您也可以到北京画廊自取作品。</p>',
  '<h2>付款方式</h2>',
  '<p>本网站不收取任何款项。我们确认作品可售、并与您商定价格和运输方式后，会向您发送发票。您可以选择：</p>',
  '<ul>',
  '<li><p><strong>银行转账</strong>：以欧元、美元或人民币汇入画廊在中国的账户；</p></li>',
  '<li><p><strong>支付宝或微信支付</strong>：以人民币支付，中国或境外账户均可。</p></li>',
  '</ul>',
  '<p>作品以欧元定价。商店中在欧元价格旁显示的人民币或美元金额仅供参考，按画廊设定的汇率换算；实际应付金额以发票上您所用币种的金额为准。作品在全额付款后发出。</p>',
  '<h2>有疑问？</h2>',
  '<p>请写信至{email}，或使用<a href="/about#contact">联系表单</a>；我们会在2个工作日内答复。</p>',
].join('');
